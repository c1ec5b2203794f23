<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb_NO">
<context>
    <name>About</name>
    <message>
        <source>Scores mahjong hands under your house rules, keeps the score sheet and works out who pays whom.</source>
        <translation>Regner ut poeng for mahjonghender etter husreglene deres, fører poenglisten og regner ut hvem som betaler hvem.</translation>
    </message>
    <message>
        <source>This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with no warranty.</source>
        <translation>Dette programmet er fri programvare: du kan videredistribuere det og/eller endre det under vilkårene i GNU General Public License, versjon 3 eller (om du vil) en senere versjon. Det leveres uten garanti.</translation>
    </message>
    <message>
        <source>Built with Qt %1 and PySide6 %2 (Qt for Python), used under the GNU Lesser General Public License, version 3, with openpyxl (MIT licence) and Python %3.</source>
        <translation>Laget med Qt %1 og PySide6 %2 (Qt for Python), som brukes under GNU Lesser General Public License, versjon 3, med openpyxl (MIT-lisens) og Python %3.</translation>
    </message>
    <message>
        <source>The licence texts: the LICENSE file that comes with the program, and Help &gt; About Qt.</source>
        <translation>Lisenstekstene: filen LICENSE som følger med programmet, og Hjelp &gt; Om Qt.</translation>
    </message>
    <message>
        <source>Mahjong Score Sheet</source>
        <translation>Mah-Jong poengliste</translation>
    </message>
    <message>
        <source>About Mahjong Score Sheet</source>
        <translation>Om Mah-Jong poengliste</translation>
    </message>
</context>
<context>
    <name>AddRuleDialog</name>
    <message>
        <source>Add a rule</source>
        <translation>Legg til en regel</translation>
    </message>
    <message>
        <source>The condition&apos;s parameters</source>
        <translation>Betingelsens parametere</translation>
    </message>
    <message>
        <source>points</source>
        <translation>poeng</translation>
    </message>
    <message>
        <source>doubles</source>
        <translation>doblinger</translation>
    </message>
    <message>
        <source>share of the limit</source>
        <translation>andel av maksgrensen</translation>
    </message>
    <message>
        <source>every player</source>
        <translation>hver spiller</translation>
    </message>
    <message>
        <source>the winner</source>
        <translation>vinneren</translation>
    </message>
    <message>
        <source>the losers</source>
        <translation>taperne</translation>
    </message>
    <message>
        <source>house rules</source>
        <translation>husregler</translation>
    </message>
    <message>
        <source>&amp;Condition:</source>
        <translation>&amp;Betingelse:</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Id:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Navn:</translation>
    </message>
    <message>
        <source>&amp;Kind of value:</source>
        <translation>&amp;Type verdi:</translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation>&amp;Verdi:</translation>
    </message>
    <message>
        <source>&amp;Applies to:</source>
        <translation>&amp;Gjelder:</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Kilde:</translation>
    </message>
    <message>
        <source>Add &amp;rule</source>
        <translation>&amp;Legg til regel</translation>
    </message>
    <message>
        <source>%1 (required):</source>
        <translation>%1 (påkrevd):</translation>
    </message>
    <message>
        <source>values separated by commas</source>
        <translation>verdier skilt med komma</translation>
    </message>
    <message>
        <source>Give the rule an id (letters, digits and -).</source>
        <translation>Gi regelen en id (bokstaver, sifre og -).</translation>
    </message>
    <message>
        <source>Give the rule a name.</source>
        <translation>Gi regelen et navn.</translation>
    </message>
    <message>
        <source>The rule set has a rule &apos;%1&apos; already.</source>
        <translation>Regelsettet har allerede en regel &apos;%1&apos;.</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <source>Balance after each hand</source>
        <translation>Saldo etter hver hånd</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hånd</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>%1, hand %2: balance %3</source>
        <translation>%1, hånd %2: saldo %3</translation>
    </message>
</context>
<context>
    <name>BreakdownModel</name>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Verdi</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Kilde</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Brikker</translation>
    </message>
    <message>
        <source>rule id: %1</source>
        <translation>regel-id: %1</translation>
    </message>
    <message>
        <source>source: %1</source>
        <translation>kilde: %1</translation>
    </message>
    <message>
        <source>applies %1 times</source>
        <translation>gjelder %1 ganger</translation>
    </message>
    <message>
        <source>tiles: %1</source>
        <translation>brikker: %1</translation>
    </message>
</context>
<context>
    <name>BreakdownView</name>
    <message>
        <source>limit</source>
        <translation>maks</translation>
    </message>
    <message>
        <source>1 double</source>
        <translation>1 dobling</translation>
    </message>
    <message>
        <source>%1 doubles</source>
        <translation>%1 doblinger</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 p</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 poeng</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 poeng</translation>
    </message>
    <message>
        <source>bonus tiles apart: %1</source>
        <translation>bonusbrikker for seg: %1</translation>
    </message>
    <message>
        <source>%1 + %2, the limit: %3</source>
        <translation>%1 + %2, grensen: %3</translation>
    </message>
    <message>
        <source>Limit hand: %1 = %2
(%3)</source>
        <translation>Grensehånd: %1 = %2
(%3)</translation>
    </message>
    <message>
        <source>Limit hand: %1 = %2
(without it: %3)</source>
        <translation>Spesialkombinasjon: %1 = %2
(uten den: %3)</translation>
    </message>
    <message>
        <source>%1, over the limit: %2</source>
        <translation>%1, over maksimum: %2</translation>
    </message>
    <message>
        <source>Sets: %1</source>
        <translation>Kombinasjoner: %1</translation>
    </message>
    <message>
        <source>Shape: %1</source>
        <translation>Form: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>waits: %1</source>
        <translation>venter på: %1</translation>
    </message>
    <message>
        <source>rule set: %1</source>
        <translation>regler: %1</translation>
    </message>
    <message>
        <source>score breakdown</source>
        <translation>poengberegning</translation>
    </message>
    <message>
        <source>breakdown message</source>
        <translation>melding om poengberegningen</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Mahjong Score Sheet: scores mahjong hands under your house rules, keeps the score sheet and works out who pays whom.</source>
        <translation>Mah-Jong poengliste: regner ut poeng for mahjonghender etter husreglene deres, fører poenglisten og regner ut hvem som betaler hvem.</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>bruk: </translation>
    </message>
    <message>
        <source>arguments</source>
        <translation>argumenter</translation>
    </message>
    <message>
        <source>options</source>
        <translation>valg</translation>
    </message>
    <message>
        <source>the games database to open; made if there is no such file (default: %1)</source>
        <translation>spilldatabasen som skal åpnes; lages hvis filen ikke finnes (standard: %1)</translation>
    </message>
    <message>
        <source>the language of the window, this time only: en, sv, nb or cs (default: the one chosen in the program, else the system&apos;s)</source>
        <translation>vinduets språk, bare denne gangen: en, sv, nb eller cs (standard: det som er valgt i programmet, ellers systemets)</translation>
    </message>
    <message>
        <source>print the version and stop</source>
        <translation>skriv ut versjonen og avslutt</translation>
    </message>
    <message>
        <source>print this help and stop</source>
        <translation>skriv ut denne hjelpen og avslutt</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Record hand</source>
        <translation>registrer hånd</translation>
    </message>
    <message>
        <source>Edit hand %1</source>
        <translation>endre hånd %1</translation>
    </message>
    <message>
        <source>Delete hand %1</source>
        <translation>slett hånd %1</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>gi %1 nytt navn</translation>
    </message>
    <message>
        <source>Rename game</source>
        <translation>gi partiet nytt navn</translation>
    </message>
    <message>
        <source>Rescore under %1</source>
        <translation>Regn om etter %1</translation>
    </message>
    <message>
        <source>Record penalty</source>
        <translation>registrer straff</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation>Doblinger</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Maksimum</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Rule sets compared</source>
        <translation>Reglene sammenlignet</translation>
    </message>
    <message>
        <source>Compare rule sets: select a player whose tiles are entered</source>
        <translation>Sammenlign regler: velg en spiller med brikkene lagt inn</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>dette partiet</translation>
    </message>
    <message>
        <source>%1&apos;s hand under every rule set</source>
        <translation>%1s hånd under alle regler</translation>
    </message>
    <message>
        <source>%1 won: click the winning tile in %1&apos;s hand to compare it under every rule set</source>
        <translation>%1 vant: klikk vinnerbrikken i hånden til %1 for å sammenligne den under alle regelsett</translation>
    </message>
    <message>
        <source>%1&apos;s hand has %2 tiles: choose the winner and the winning tile to compare it under every rule set</source>
        <translation>Hånden til %1 har %2 brikker: velg vinneren og vinnerbrikken for å sammenligne den under alle regelsett</translation>
    </message>
    <message>
        <source>cannot score</source>
        <translation>kan ikke regnes</translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <source>&amp;Record hand</source>
        <translation>Re&amp;gistrer hånd</translation>
    </message>
    <message>
        <source>Record hand</source>
        <translation>Registrer hånd</translation>
    </message>
    <message>
        <source>Record this hand on the score sheet (Ctrl+Return)</source>
        <translation>Før denne hånden inn i poenglisten (Ctrl+Retur)</translation>
    </message>
    <message>
        <source>Cancel edit</source>
        <translation>Avbryt endring</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plasser</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lagre</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Bal. %1</source>
        <translation>Saldo %1</translation>
    </message>
    <message>
        <source>Balance before this hand</source>
        <translation>Saldo før denne hånden</translation>
    </message>
    <message>
        <source>%1: the hands hold %2 (%3); the game has only %4</source>
        <translation>%1: hendene har %2 (%3); spillet har bare %4</translation>
    </message>
    <message>
        <source>%1 won: click the winning tile in %1&apos;s hand</source>
        <translation>%1 vant: klikk på vinnerbrikken i hånden til %1</translation>
    </message>
    <message>
        <source>Typed score: it counts, not the tiles</source>
        <translation>Skrevet poengsum: den gjelder, ikke brikkene</translation>
    </message>
    <message>
        <source>A complete hand: choose the winner</source>
        <translation>En ferdig hånd: velg vinneren</translation>
    </message>
    <message>
        <source>A complete hand: did %1 win?</source>
        <translation>En ferdig hånd: vant %1?</translation>
    </message>
    <message>
        <source>Seen on the table: %1</source>
        <translation>Sett på bordet: %1</translation>
    </message>
    <message>
        <source>Seen on the table: %1 (%2) is not a tile of this game</source>
        <translation>Sett på bordet: %1 (%2) er ingen brikke i dette spillet</translation>
    </message>
    <message>
        <source>Seen on the table: %1 (%2) is seen %3 times and the hands hold %4; there are only %5</source>
        <translation>Sett på bordet: %1 (%2) er sett %3 ganger og hendene har %4; det finnes bare %5</translation>
    </message>
    <message>
        <source>%1: score typed by hand (%2); it counts, not the tiles</source>
        <translation>%1: poengsum skrevet for hånd (%2); den gjelder, ikke brikkene</translation>
    </message>
    <message>
        <source>%1: a complete hand. Choose the winner.</source>
        <translation>%1: en ferdig hånd. Velg vinneren.</translation>
    </message>
    <message>
        <source>Start or open a game first</source>
        <translation>Start eller åpne et parti først</translation>
    </message>
    <message>
        <source>Choose the winner: %1&apos;s hand is complete (%2 accepts)</source>
        <translation>Velg vinneren: hånden til %1 er ferdig (%2 godtar)</translation>
    </message>
    <message>
        <source>Choose the winner, or a drawn hand</source>
        <translation>Velg vinneren, eller uavgjort hånd</translation>
    </message>
    <message>
        <source>&amp;Save hand %1</source>
        <translation>La&amp;gre hånd %1</translation>
    </message>
    <message>
        <source>Save hand %1</source>
        <translation>Lagre hånd %1</translation>
    </message>
    <message>
        <source>Editing hand %1: change it, then Save, or Cancel to leave it as it was.</source>
        <translation>Du endrer hånd %1: endre den og velg Lagre, eller Avbryt for å la den være som den var.</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Partiet er slutt</translation>
    </message>
    <message>
        <source>%1 round, %2 is East</source>
        <translation>Runde: %1, %2 er Øst</translation>
    </message>
</context>
<context>
    <name>GamesDialog</name>
    <message>
        <source>Games</source>
        <translation>Partier</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsett</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Gi nytt navn</translation>
    </message>
    <message>
        <source>Type the new name in the list (F2)</source>
        <translation>Skriv det nye navnet i listen (F2)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Slett…</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>&amp;Angre sletting</translation>
    </message>
    <message>
        <source>&amp;Import JSON…</source>
        <translation>&amp;Importer JSON…</translation>
    </message>
    <message>
        <source>E&amp;xport JSON…</source>
        <translation>E&amp;ksporter JSON…</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(uten navn)</translation>
    </message>
    <message>
        <source>Put back “%1”</source>
        <translation>Gjenopprett «%1»</translation>
    </message>
    <message>
        <source>No games yet: start a new game, or import a game file.</source>
        <translation>Ingen partier ennå: start et nytt parti eller importer en partifil.</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 parti</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 partier</translation>
    </message>
    <message>
        <source>Renamed to “%1”.</source>
        <translation>Nytt navn: «%1».</translation>
    </message>
    <message>
        <source>Delete the game “%1” with its %2 hand(s)?</source>
        <translation>Slette partiet «%1» med dets %2 hånd/hender?</translation>
    </message>
    <message>
        <source>It is the game that is open now.</source>
        <translation>Det er partiet som er åpent nå.</translation>
    </message>
    <message>
        <source>You can undo this until you close this dialog.</source>
        <translation>Du kan angre dette til du lukker denne dialogen.</translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation>Slett parti</translation>
    </message>
    <message>
        <source>Deleted “%1”. Undo delete puts it back until you close this window.</source>
        <translation>«%1» er slettet. «Angre sletting» henter det tilbake til du lukker vinduet.</translation>
    </message>
    <message>
        <source>Put back “%1”.</source>
        <translation>«%1» er gjenopprettet.</translation>
    </message>
    <message>
        <source>Import game</source>
        <translation>Importer parti</translation>
    </message>
    <message>
        <source>Game files (*.json);;All files (*)</source>
        <translation>Partifiler (*.json);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Could not import the game: %1</source>
        <translation>Kunne ikke importere partiet: %1</translation>
    </message>
    <message>
        <source>Cannot import the game</source>
        <translation>Kan ikke importere spillet</translation>
    </message>
    <message>
        <source>Imported “%1” from %2.</source>
        <translation>«%1» importert fra %2.</translation>
    </message>
    <message>
        <source>Export game</source>
        <translation>Eksporter parti</translation>
    </message>
    <message>
        <source>Could not export the game: %1</source>
        <translation>Kunne ikke eksportere partiet: %1</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Eksportert til %1.</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hender</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Ferdig</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(uten navn)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nei</translation>
    </message>
</context>
<context>
    <name>HandEditor</name>
    <message>
        <source>Tile</source>
        <translation>Brikke</translation>
    </message>
    <message>
        <source>a click adds one tile</source>
        <translation>et klikk legger til én brikke</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>a click adds a pair of the tile</source>
        <translation>et klikk legger til et par av brikken</translation>
    </message>
    <message>
        <source>Chow</source>
        <translation>Tjao</translation>
    </message>
    <message>
        <source>a click adds the tile and the next two of its suit</source>
        <translation>et klikk legger til brikken og de to neste i samme serie</translation>
    </message>
    <message>
        <source>Pung</source>
        <translation>Pong</translation>
    </message>
    <message>
        <source>a click adds three of the tile</source>
        <translation>et klikk legger til tre av brikken</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>Kong</translation>
    </message>
    <message>
        <source>a click adds four of the tile</source>
        <translation>et klikk legger til fire av brikken</translation>
    </message>
    <message>
        <source>pair of %1</source>
        <translation>par i %1</translation>
    </message>
    <message>
        <source>concealed chow %1</source>
        <translation>tjao på hånden %1</translation>
    </message>
    <message>
        <source>exposed chow %1</source>
        <translation>tjao på bordet %1</translation>
    </message>
    <message>
        <source>concealed pung of %1</source>
        <translation>pong på hånden i %1</translation>
    </message>
    <message>
        <source>exposed pung of %1</source>
        <translation>pong på bordet i %1</translation>
    </message>
    <message>
        <source>kong of %1 added to a concealed pung</source>
        <translation>kong i %1 av en skjult pong og en tatt brikke</translation>
    </message>
    <message>
        <source>declared concealed kong of %1</source>
        <translation>meldt skjult kong i %1</translation>
    </message>
    <message>
        <source>exposed kong of %1</source>
        <translation>kong på bordet i %1</translation>
    </message>
    <message>
        <source>The dealer (East): pays and receives double</source>
        <translation>Giveren (Øst): betaler og får dobbelt</translation>
    </message>
    <message>
        <source>Exposed</source>
        <translation>På bordet</translation>
    </message>
    <message>
        <source>Exposed: the chows, pungs and kongs added next are exposed (claimed); a kong added while this is off is a declared concealed kong (%1)</source>
        <translation>På bordet: tjao, pong og kong som legges til nå, ligger på bordet (tatt fra en kastet brikke); en kong som legges til når dette er av, er en meldt skjult kong (%1)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Just type the score the player says instead of the hand (%1)</source>
        <translation>Skriv bare inn poengene spilleren oppgir i stedet for hånden (%1)</translation>
    </message>
    <message>
        <source>or type it: 123m 55p (777z) [2222s] 1f</source>
        <translation>eller skriv: 123m 55p (777z) [2222s] 1f</translation>
    </message>
    <message>
        <source>The hand in the notation: 123m 55p, %1 or 1z-7z, (555p) an exposed set, [2222s] a declared concealed kong, {5555p} a kong made by adding a claimed tile to a concealed pung, 1f-4f 1y-4y bonus</source>
        <translation>Hånden i notasjonen: 123m 55p, %1 eller 1z-7z, (555p) et sett på bordet, [2222s] en meldt skjult kong, {5555p} en kong laget ved å legge en tatt brikke til en skjult pong, 1f-4f 1y-4y bonusbrikker</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Seat wind: %1</source>
        <translation>Egen vind: %1</translation>
    </message>
    <message>
        <source>seat wind %1</source>
        <translation>egen vind %1</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>hånden til %1</translation>
    </message>
    <message>
        <source>%1 hand</source>
        <translation>hånden til %1</translation>
    </message>
    <message>
        <source>%1 score</source>
        <translation>poengsummen til %1</translation>
    </message>
    <message>
        <source>%1 types the score</source>
        <translation>%1 skriver poengsummen</translation>
    </message>
    <message>
        <source>click a tile to make it the winning tile; right-click for more</source>
        <translation>klikk på en brikke for å gjøre den til vinnerbrikken; høyreklikk for mer</translation>
    </message>
    <message>
        <source>right-click to remove it</source>
        <translation>høyreklikk for å fjerne</translation>
    </message>
    <message>
        <source>click to mark it as added to a concealed pung; right-click for more</source>
        <translation>klikk for å merke den som lagt til en skjult pong; høyreklikk for mer</translation>
    </message>
    <message>
        <source>click to make it a declared concealed kong; right-click for more</source>
        <translation>klikk for å gjøre den til en meldt skjult kong; høyreklikk for mer</translation>
    </message>
    <message>
        <source>click to make it exposed; right-click for more</source>
        <translation>klikk for å legge den på bordet; høyreklikk for mer</translation>
    </message>
    <message>
        <source>click to make it concealed; right-click for more</source>
        <translation>klikk for å ta den på hånden; høyreklikk for mer</translation>
    </message>
    <message>
        <source>click to take it back</source>
        <translation>klikk for å ta den tilbake</translation>
    </message>
    <message>
        <source>This kong is</source>
        <translation>Denne kongen er</translation>
    </message>
    <message>
        <source>Exposed (claimed) %1</source>
        <translation>På bordet (tatt) %1</translation>
    </message>
    <message>
        <source>Declared concealed %1</source>
        <translation>Meldt skjult %1</translation>
    </message>
    <message>
        <source>Added to a concealed pung %1</source>
        <translation>Lagt til en skjult pong %1</translation>
    </message>
    <message>
        <source>Make it exposed</source>
        <translation>Legg på bordet</translation>
    </message>
    <message>
        <source>Make it concealed</source>
        <translation>Ta på hånden</translation>
    </message>
    <message>
        <source>Break into single tiles</source>
        <translation>Del opp i enkeltbrikker</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Fjern</translation>
    </message>
    <message>
        <source>Cannot read the hand: %1</source>
        <translation>Kan ikke lese hånden: %1</translation>
    </message>
    <message>
        <source>the typed score counts: %1</source>
        <translation>den skrevne poengsummen gjelder: %1</translation>
    </message>
    <message>
        <source>no tiles yet: click tiles in the picker or type the hand</source>
        <translation>ingen brikker ennå: klikk på brikker i velgeren eller skriv hånden</translation>
    </message>
    <message>
        <source>The typed score counts, not the tiles.</source>
        <translation>Den skrevne poengsummen gjelder, ikke brikkene.</translation>
    </message>
</context>
<context>
    <name>HandStrip</name>
    <message>
        <source>no tiles yet: click tiles in the picker or type the hand</source>
        <translation>ingen brikker ennå: klikk brikker ovenfor eller skriv hånden</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Mahjong Score Sheet</source>
        <translation>Mah-Jong poengliste</translation>
    </message>
    <message>
        <source>Score &amp;sheet</source>
        <translation>Poeng&amp;liste</translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation>&amp;Diagram</translation>
    </message>
    <message>
        <source>Compare rule sets</source>
        <translation>Sammenlign regler</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nytt parti…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Start et nytt parti</translation>
    </message>
    <message>
        <source>&amp;Games…</source>
        <translation>&amp;Partier…</translation>
    </message>
    <message>
        <source>Continue, rename, delete, import or export games</source>
        <translation>Fortsett, gi nytt navn, slett, importer eller eksporter partier</translation>
    </message>
    <message>
        <source>Export &amp;workbook…</source>
        <translation>Eksporter &amp;regneark…</translation>
    </message>
    <message>
        <source>Write the score sheet as an Excel workbook</source>
        <translation>Lagre poenglisten som et Excel-regneark</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Eksporter P&amp;DF…</translation>
    </message>
    <message>
        <source>Write the score sheet and payments as a PDF</source>
        <translation>Lagre poenglisten og betalingene som PDF</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Skriv &amp;ut…</translation>
    </message>
    <message>
        <source>Print the score sheet with a preview</source>
        <translation>Skriv ut poenglisten med forhåndsvisning</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avslutt</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Angre</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gjør om</translation>
    </message>
    <message>
        <source>&amp;Edit hand</source>
        <translation>&amp;Endre hånd</translation>
    </message>
    <message>
        <source>Open the selected hand to correct it</source>
        <translation>Åpne den valgte hånden for å rette den</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>&amp;Slett hånd</translation>
    </message>
    <message>
        <source>Delete the selected hand</source>
        <translation>Slett den valgte hånden</translation>
    </message>
    <message>
        <source>Re&amp;name game…</source>
        <translation>&amp;Gi partiet nytt navn…</translation>
    </message>
    <message>
        <source>Rename &amp;player…</source>
        <translation>Gi &amp;spiller nytt navn…</translation>
    </message>
    <message>
        <source>&amp;Finish game</source>
        <translation>&amp;Avslutt partiet</translation>
    </message>
    <message>
        <source>Stop the game here: no more hands (uncheck to continue it)</source>
        <translation>Avslutt partiet her: ingen flere hender (fjern haken for å fortsette)</translation>
    </message>
    <message>
        <source>Record pe&amp;nalty…</source>
        <translation>Registrer &amp;straff…</translation>
    </message>
    <message>
        <source>Record a penalty: who pays whom how much</source>
        <translation>Registrer en straff: hvem betaler hvem hvor mye</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Hurtigtaster</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Regeloversikt</translation>
    </message>
    <message>
        <source>&amp;About Mahjong Score Sheet</source>
        <translation>&amp;Om Mah-Jong poengliste</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Om &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Season standings…</source>
        <translation>&amp;Sesongens stilling…</translation>
    </message>
    <message>
        <source>Add up many games: standings, chart, workbook, PDF</source>
        <translation>Legg sammen mange partier: stilling, diagram, regneark, PDF</translation>
    </message>
    <message>
        <source>&amp;Rule editor…</source>
        <translation>Rege&amp;lredigering…</translation>
    </message>
    <message>
        <source>Edit a rule set and see what it would have made of the game</source>
        <translation>Rediger et regelsett og se hva det ville ha gjort med partiet</translation>
    </message>
    <message>
        <source>&amp;Compare rule sets</source>
        <translation>Sa&amp;mmenlign regler</translation>
    </message>
    <message>
        <source>The selected player&apos;s hand under every rule set</source>
        <translation>Den valgte spillerens hånd under alle regler</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Parti</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Rediger</translation>
    </message>
    <message>
        <source>&amp;Whole score sheet</source>
        <translation>&amp;Hele poenglisten</translation>
    </message>
    <message>
        <source>Hide the hand entry to see every column of the score sheet</source>
        <translation>Skjul innføringen av hender for å se alle kolonnene i poenglisten</translation>
    </message>
    <message>
        <source>Rule &amp;sources in the breakdown</source>
        <translation>Regel&amp;kilder i poengberegningen</translation>
    </message>
    <message>
        <source>Show or hide the column that names each rule&apos;s source</source>
        <translation>Vis eller skjul kolonnen med kilden til hver regel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>Setti&amp;ngs</source>
        <translation>&amp;Innstillinger</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Språk</translation>
    </message>
    <message>
        <source>&amp;Honours as letters (%1)</source>
        <translation>&amp;Honører som bokstaver (%1)</translation>
    </message>
    <message>
        <source>Write honours as letters; off: as digits 1z-7z</source>
        <translation>Skriv honører som bokstaver; av: som sifre 1z-7z</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Verktøy</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Systemets</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>systemets språk</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Språk</translation>
    </message>
    <message>
        <source>The program will use %1 the next time it starts.</source>
        <translation>Programmet bruker %1 neste gang det starter.</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Kan ikke åpne partiet</translation>
    </message>
    <message>
        <source>Hands that no longer score</source>
        <translation>Hender som ikke lenger gir poeng</translation>
    </message>
    <message>
        <source>Some hands of this game no longer score under its rules: the program reads a rule more faithfully than the version that recorded them. They are kept as entered, marked %1 on the sheet, and count as 0 for everyone until you edit them.</source>
        <translation>Noen hender i dette spillet gir ikke lenger poeng etter reglene: programmet leser en regel mer trofast mot kilden enn versjonen som registrerte dem. De beholdes slik de ble skrevet inn, er merket %1 i protokollen og teller 0 for alle til du redigerer dem.</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>Hånd %1: %2</translation>
    </message>
    <message>
        <source>%1 — Mahjong Score Sheet</source>
        <translation>%1 — Mah-Jong poengliste</translation>
    </message>
    <message>
        <source>The hand that was being entered could not be brought back (it was damaged, or no longer fits this game).</source>
        <translation>Hånden som holdt på å bli ført inn, kunne ikke hentes tilbake (den var skadet eller passer ikke lenger til dette spillet).</translation>
    </message>
    <message>
        <source>The hand being entered was started before the game changed elsewhere (it now has %1 hands): check it before you record it.</source>
        <translation>Hånden som føres inn, ble påbegynt før spillet ble endret et annet sted (det har nå %1 hender): kontroller den før du fører den inn.</translation>
    </message>
    <message>
        <source>The hand being entered is back; what no longer fits this game was left out.</source>
        <translation>Hånden som føres inn, er tilbake; det som ikke lenger passer til spillet, er utelatt.</translation>
    </message>
    <message>
        <source>The hand being entered is back as it was left.</source>
        <translation>Hånden som føres inn, er tilbake slik den ble forlatt.</translation>
    </message>
    <message>
        <source>The hand being entered cannot be kept: %1</source>
        <translation>Hånden som føres inn, kan ikke lagres: %1</translation>
    </message>
    <message>
        <source>Payments: select a hand</source>
        <translation>Betalinger: velg en hånd</translation>
    </message>
    <message>
        <source>Payments of hand %1</source>
        <translation>Betalinger for hånd %1</translation>
    </message>
    <message>
        <source>Later hands changed: %1</source>
        <translation>Senere hender er endret: %1</translation>
    </message>
    <message>
        <source>Nothing was saved</source>
        <translation>Ingenting ble lagret</translation>
    </message>
    <message>
        <source>Hand %1 recorded</source>
        <translation>Hånd %1 registrert</translation>
    </message>
    <message>
        <source>Hand %1 saved</source>
        <translation>Hånd %1 lagret</translation>
    </message>
    <message>
        <source>New name (at most %1 characters):</source>
        <translation>Nytt navn (høyst %1 tegn):</translation>
    </message>
    <message>
        <source>choose the player and put the cursor in his hand field (a bare number there is his typed score)</source>
        <translation>velg spilleren og sett markøren i feltet for hånden (et tall alene der er spillerens skrevne poengsum)</translation>
    </message>
    <message>
        <source>a Ponjan hand: one tile or a set per click; the next set is stolen</source>
        <translation>en Ponjan-hånd: én brikke eller ett sett per klikk; neste sett er stjålet</translation>
    </message>
    <message>
        <source>who discarded the winning tile</source>
        <translation>hvem som kastet vinnerbrikken</translation>
    </message>
    <message>
        <source>accept the suggested winner (the only complete hand)</source>
        <translation>godta den foreslåtte vinneren (den eneste ferdige hånden)</translation>
    </message>
    <message>
        <source>Click in the winner&apos;s hand</source>
        <translation>Klikk i vinnerens hånd</translation>
    </message>
    <message>
        <source>choose the winning tile</source>
        <translation>velg vinnerbrikken</translation>
    </message>
    <message>
        <source>record the hand (or save the edit)</source>
        <translation>registrer hånden (eller lagre endringen)</translation>
    </message>
    <message>
        <source>Hand %1 deleted (Undo brings it back)</source>
        <translation>Hånd %1 slettet (Angre henter den tilbake)</translation>
    </message>
    <message>
        <source>Cannot create the game</source>
        <translation>Kan ikke opprette partiet</translation>
    </message>
    <message>
        <source>Rename game</source>
        <translation>Gi partiet nytt navn</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Navn:</translation>
    </message>
    <message>
        <source>Game renamed</source>
        <translation>Partiet har fått nytt navn</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Gi spiller nytt navn</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spiller:</translation>
    </message>
    <message>
        <source>Every player needs a name of his own.</source>
        <translation>Hver spiller trenger et eget navn.</translation>
    </message>
    <message>
        <source>%1 is now %2</source>
        <translation>%1 heter nå %2</translation>
    </message>
    <message>
        <source>Export workbook</source>
        <translation>Eksporter regneark</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel-regneark (*.xlsx)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Eksporten mislyktes</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 er lagret</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Eksporter PDF</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Poengliste</translation>
    </message>
    <message>
        <source>Hand %1 recorded and saved.</source>
        <translation>Hånd %1 registrert og lagret.</translation>
    </message>
    <message>
        <source>Hand %1 saved.</source>
        <translation>Hånd %1 lagret.</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Hurtigtaster</translation>
    </message>
    <message>
        <source>add a single tile, pair, chow, pung or kong per click</source>
        <translation>legg til én brikke, et par, en tjao, pong eller kong per klikk</translation>
    </message>
    <message>
        <source>the next set is exposed (a kong: declared concealed when off)</source>
        <translation>neste kombinasjon ligger på bordet (en kong: meldt skjult når det er av)</translation>
    </message>
    <message>
        <source>type the player&apos;s score instead of the tiles</source>
        <translation>skriv inn spillerens poeng i stedet for brikkene</translation>
    </message>
    <message>
        <source>Arrow keys, Space</source>
        <translation>Piltaster, mellomrom</translation>
    </message>
    <message>
        <source>move in the tile picker and take a tile</source>
        <translation>flytt blant brikkene og ta en brikke</translation>
    </message>
    <message>
        <source>undo / redo</source>
        <translation>angre / gjør om</translation>
    </message>
    <message>
        <source>edit / delete the selected hand</source>
        <translation>endre / slett den valgte hånden</translation>
    </message>
    <message>
        <source>the whole score sheet (hide the hand entry) and back</source>
        <translation>hele poenglisten (skjul innføringen) og tilbake</translation>
    </message>
    <message>
        <source>new game, games list</source>
        <translation>nytt parti, partiliste</translation>
    </message>
    <message>
        <source>export workbook, export PDF, print</source>
        <translation>eksporter regneark, eksporter PDF, skriv ut</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nytt parti</translation>
    </message>
    <message>
        <source>Game and players</source>
        <translation>Parti og spillere</translation>
    </message>
    <message>
        <source>Game of %1</source>
        <translation>Parti %1</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Navn:</translation>
    </message>
    <message>
        <source>Players by starting seat, a name of at most %1 characters each. Leave the last seats empty for a game of two or three.</source>
        <translation>Spillerne etter startplass, hvert navn høyst %1 tegn. La de siste plassene stå tomme for et parti med to eller tre.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>navn</translation>
    </message>
    <message>
        <source>(empty seat)</source>
        <translation>(tom plass)</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Load rule file…</source>
        <translation>Åpne regelfil…</translation>
    </message>
    <message>
        <source>Rules &amp;reference…</source>
        <translation>Regel&amp;oversikt…</translation>
    </message>
    <message>
        <source>Every rule of this rule set with its value and its source</source>
        <translation>Hver regel i disse reglene med verdi og kilde</translation>
    </message>
    <message>
        <source>Scoring and settlement</source>
        <translation>Poeng og oppgjør</translation>
    </message>
    <message>
        <source>Settlement:</source>
        <translation>Oppgjør:</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>&amp;Klassisk</translation>
    </message>
    <message>
        <source>The winner collects his score from each player; the others pay each other the differences.</source>
        <translation>Vinneren får poengene sine fra hver spiller; de andre betaler hverandre differansen.</translation>
    </message>
    <message>
        <source>&amp;Differences</source>
        <translation>&amp;Differanser</translation>
    </message>
    <message>
        <source>Every pair of players settles the difference of their scores, the winner included.</source>
        <translation>Hvert par av spillere gjør opp differansen mellom poengene sine, også vinneren.</translation>
    </message>
    <message>
        <source>N&amp;o payments</source>
        <translation>&amp;Ingen betaling</translation>
    </message>
    <message>
        <source>Nobody pays; each player keeps a running total of points.</source>
        <translation>Ingen betaler; hver spiller beholder en løpende poengsum.</translation>
    </message>
    <message>
        <source>&amp;East pays and receives double</source>
        <translation>&amp;Øst betaler og får dobbelt</translation>
    </message>
    <message>
        <source>Ponjan pays its own way: the discarder alone pays a win on his discard, both others pay half a self-drawn win, and at a drawn hand the players who were not tenpai pay those who were. East is the first boss.</source>
        <translation>Ponjan betaler på sin egen måte: den som kastet brikken betaler alene en seier på hans kastede brikke, begge de andre betaler halvparten av en seier fra muren, og ved uavgjort hånd betaler de som ikke var tenpai dem som var det. Øst er den første bossen.</translation>
    </message>
    <message>
        <source>No &amp;limit</source>
        <translation>&amp;Uten maksimum</translation>
    </message>
    <message>
        <source>Play with the roof off: scores are not capped. A limit hand still scores the rule set&apos;s limit.</source>
        <translation>Spill uten tak: poengene begrenses ikke. En spesialkombinasjon gir likevel reglenes maksimumspoeng.</translation>
    </message>
    <message>
        <source>Li&amp;mit:</source>
        <translation>&amp;Maksimum:</translation>
    </message>
    <message>
        <source>&amp;Starting balance:</source>
        <translation>Start&amp;poeng:</translation>
    </message>
    <message>
        <source>Ro&amp;unds:</source>
        <translation>Runde&amp;r:</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>&amp;Start parti</translation>
    </message>
    <message>
        <source>Load rule file</source>
        <translation>Åpne regelfil</translation>
    </message>
    <message>
        <source>Rule files (*.toml);;All files (*)</source>
        <translation>Regelfiler (*.toml);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Cannot read the rule file</source>
        <translation>Kan ikke lese regelfilen</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Fil: %1</translation>
    </message>
    <message>
        <source>boss terms; the last round is a single hand</source>
        <translation>bossperioder; siste runde er én enkelt hånd</translation>
    </message>
    <message>
        <source>East round only</source>
        <translation>bare Øst-runden</translation>
    </message>
    <message>
        <source>East and South rounds</source>
        <translation>Øst- og Sør-runden</translation>
    </message>
    <message>
        <source>East, South and West rounds</source>
        <translation>Øst-, Sør- og Vest-runden</translation>
    </message>
    <message>
        <source>all four winds</source>
        <translation>alle fire vindene</translation>
    </message>
    <message>
        <source>Ponjan is for exactly three players: leave %1 empty.</source>
        <translation>Ponjan spilles av nøyaktig tre spillere: la %1 stå tom.</translation>
    </message>
    <message>
        <source>Ponjan is for exactly three players: %1, %2 and %3 need names.</source>
        <translation>Ponjan spilles av nøyaktig tre spillere: %1, %2 og %3 trenger navn.</translation>
    </message>
    <message>
        <source>%1 needs a name: a game has two to four players.</source>
        <translation>%1 trenger et navn: et parti har to til fire spillere.</translation>
    </message>
    <message>
        <source>%1 has no name: only the last seats may stay empty.</source>
        <translation>%1 har ikke noe navn: bare de siste plassene kan stå tomme.</translation>
    </message>
    <message>
        <source>%1 and %2 have the same name, “%3”.</source>
        <translation>%1 og %2 har samme navn, «%3».</translation>
    </message>
</context>
<context>
    <name>PaymentModel</name>
    <message>
        <source>(truncated)</source>
        <translation>(avrundet mot null)</translation>
    </message>
    <message>
        <source>%1 pays</source>
        <translation>%1 betaler</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>til %1</translation>
    </message>
</context>
<context>
    <name>Penalty</name>
    <message>
        <source>Penalty recorded as hand %1</source>
        <translation>Straffen registrert som hånd %1</translation>
    </message>
    <message>
        <source>Hand %1 saved</source>
        <translation>Hånd %1 lagret</translation>
    </message>
    <message>
        <source>%1 pays %2 %3</source>
        <translation>%1 betaler %3 til %2</translation>
    </message>
    <message>
        <source>%1 pays %2</source>
        <translation>%1 betaler %2</translation>
    </message>
    <message>
        <source>%1 pay %2 each</source>
        <translation>%1 betaler %2 hver</translation>
    </message>
    <message>
        <source>%1 gets %2</source>
        <translation>%1 får %2</translation>
    </message>
    <message>
        <source>%1 get %2 each</source>
        <translation>%1 får %2 hver</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <source>Record penalty</source>
        <translation>Registrer straff</translation>
    </message>
    <message>
        <source>Correct penalty (hand %1)</source>
        <translation>Rett straff (hånd %1)</translation>
    </message>
    <message>
        <source>Offence</source>
        <translation>Forseelse</translation>
    </message>
    <message>
        <source>Agreed penalty (not in the rule set)</source>
        <translation>Avtalt straff (ikke i regelsettet)</translation>
    </message>
    <message>
        <source>%1 (%2 points)</source>
        <translation>%1 (%2 poeng)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Betaler</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Får</translation>
    </message>
    <message>
        <source>%1 pays</source>
        <translation>%1 betaler</translation>
    </message>
    <message>
        <source>%1 receives</source>
        <translation>%1 får</translation>
    </message>
    <message>
        <source>Paid to &amp;every other player</source>
        <translation>Betales til &amp;alle andre spillere</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Beløp</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Merknad</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>Hvem betaler hvem</translation>
    </message>
    <message>
        <source>&amp;Offence:</source>
        <translation>&amp;Forseelse:</translation>
    </message>
    <message>
        <source>&amp;Amount (the whole penalty, in points):</source>
        <translation>&amp;Beløp (hele straffen, i poeng):</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Merknad:</translation>
    </message>
    <message>
        <source>&amp;Record penalty</source>
        <translation>&amp;Registrer straff</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lagre</translation>
    </message>
    <message>
        <source>Tick the player who pays the penalty.</source>
        <translation>Kryss av spilleren som betaler straffen.</translation>
    </message>
    <message>
        <source>Tick the player who receives it.</source>
        <translation>Kryss av spilleren som får den.</translation>
    </message>
    <message>
        <source>Type the amount of the penalty.</source>
        <translation>Skriv inn straffens beløp.</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <source>%1&apos;s change</source>
        <translation>Endring for %1</translation>
    </message>
    <message>
        <source>Tenpai</source>
        <translation>Tenpai</translation>
    </message>
    <message>
        <source>%1 tenpai</source>
        <translation>%1 tenpai</translation>
    </message>
    <message>
        <source>%1 was one tile from a complete hand when the wall ran out</source>
        <translation>%1 var én brikke fra en ferdig hånd da muren var tom</translation>
    </message>
    <message>
        <source>%1 boss</source>
        <translation>%1 boss</translation>
    </message>
    <message>
        <source>The boss: he gains x15 when he wins, and keeps the deal while he gains</source>
        <translation>Bossen: han får x15 når han vinner, og beholder given så lenge han får poeng</translation>
    </message>
    <message>
        <source>Bal. %1</source>
        <translation>Saldo %1</translation>
    </message>
</context>
<context>
    <name>Ponjan</name>
    <message>
        <source>Reach</source>
        <translation>Reach</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>Ippatsu</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>drawn; nobody tenpai</source>
        <translation>uavgjort; ingen tenpai</translation>
    </message>
    <message>
        <source>drawn; tenpai: %1</source>
        <translation>uavgjort; tenpai: %1</translation>
    </message>
    <message>
        <source>%1, self-drawn</source>
        <translation>%1, selvtrukket</translation>
    </message>
    <message>
        <source>%1 on %2&apos;s discard</source>
        <translation>%1 på kastet til %2</translation>
    </message>
    <message>
        <source>Points %1: base %2 x %3 = %4</source>
        <translation>Poeng %1: grunnlag %2 x %3 = %4</translation>
    </message>
</context>
<context>
    <name>PonjanEntry</name>
    <message>
        <source>Winner</source>
        <translation>Vinner</translation>
    </message>
    <message>
        <source>Who won (or a drawn hand: the wall ran out)</source>
        <translation>Hvem vant (eller uavgjort hånd: muren var tom)</translation>
    </message>
    <message>
        <source>Winning tile</source>
        <translation>Vinnerbrikke</translation>
    </message>
    <message>
        <source>The winning tile: click it in the winner&apos;s hand, or choose it here</source>
        <translation>Vinnerbrikken: klikk på den i vinnerens hånd, eller velg den her</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Muren</translation>
    </message>
    <message>
        <source>Self-drawn from the wall</source>
        <translation>Trukket fra muren</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kastet</translation>
    </message>
    <message>
        <source>Claimed from a discard</source>
        <translation>Tatt fra en kastet brikke</translation>
    </message>
    <message>
        <source>&amp;Discarded by</source>
        <translation>&amp;Kastet av</translation>
    </message>
    <message>
        <source>Discarded by</source>
        <translation>Kastet av</translation>
    </message>
    <message>
        <source>Who discarded the winning tile: he alone pays</source>
        <translation>Hvem som kastet vinnerbrikken: han betaler alene</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Reach</translation>
    </message>
    <message>
        <source>The winner had declared Reach</source>
        <translation>Vinneren hadde meldt Reach</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>Ippatsu</translation>
    </message>
    <message>
        <source>Won before the winner&apos;s next discard after his Reach (needs Reach)</source>
        <translation>Vunnet før vinnerens neste kast etter hans Reach (krever Reach)</translation>
    </message>
    <message>
        <source>A drawn hand: tick the players who were tenpai (two sets and a pair).</source>
        <translation>Uavgjort hånd: kryss av spillerne som var tenpai (to sett og et par).</translation>
    </message>
    <message>
        <source>&amp;Winner</source>
        <translation>Vi&amp;nner</translation>
    </message>
    <message>
        <source>Winning t&amp;ile</source>
        <translation>Vinner&amp;brikke</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Fra</translation>
    </message>
    <message>
        <source>Breakdown</source>
        <translation>Utregning</translation>
    </message>
    <message>
        <source>Who won?</source>
        <translation>Hvem vant?</translation>
    </message>
    <message>
        <source>Drawn hand</source>
        <translation>Uavgjort hånd</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Partiet er slutt</translation>
    </message>
    <message>
        <source>Round %1, %2 is the boss</source>
        <translation>Runde %1, %2 er boss</translation>
    </message>
    <message>
        <source>A drawn hand has no winner&apos;s tiles</source>
        <translation>En uavgjort hånd har ingen vinnerbrikker</translation>
    </message>
    <message>
        <source>Who discarded?</source>
        <translation>Hvem kastet?</translation>
    </message>
    <message>
        <source>click it in the hand</source>
        <translation>klikk på den i hånden</translation>
    </message>
    <message>
        <source>%1&apos;s hand (the winner&apos;s tiles)</source>
        <translation>Hånden til %1 (vinnerens brikker)</translation>
    </message>
    <message>
        <source>The winner&apos;s tiles</source>
        <translation>Vinnerens brikker</translation>
    </message>
    <message>
        <source>Drawn hand: nobody pays (%1 tenpai)</source>
        <translation>Uavgjort hånd: ingen betaler (%1 tenpai)</translation>
    </message>
    <message>
        <source>Drawn hand; tenpai: %1. Each of the others pays each tenpai player 15.</source>
        <translation>Uavgjort hånd; tenpai: %1. Hver av de andre betaler hver tenpai-spiller 15.</translation>
    </message>
    <message>
        <source> (boss)</source>
        <translation> (boss)</translation>
    </message>
    <message>
        <source>Points %1: base %2 × %3%4 = &lt;b&gt;%5&lt;/b&gt;</source>
        <translation>Poeng %1: basis %2 × %3%4 = &lt;b&gt;%5&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 gains %2; %3 pays it all (the discarder)</source>
        <translation>%1 får %2; %3 betaler alt (kastet brikken)</translation>
    </message>
    <message>
        <source>%1 gains %2; each other player pays %3</source>
        <translation>%1 får %2; hver av de andre betaler %3</translation>
    </message>
    <message>
        <source>Start or open a game first</source>
        <translation>Start eller åpne et parti først</translation>
    </message>
    <message>
        <source>Choose the winner, or a drawn hand</source>
        <translation>Velg vinneren, eller uavgjort hånd</translation>
    </message>
    <message>
        <source>Enter %1&apos;s tiles (the winner&apos;s hand)</source>
        <translation>Skriv inn brikkene til %1 (vinnerens hånd)</translation>
    </message>
    <message>
        <source>%1 won: click the winning tile in %1&apos;s hand</source>
        <translation>%1 vant: klikk på vinnerbrikken i hånden til %1</translation>
    </message>
    <message>
        <source>Choose who discarded the winning tile</source>
        <translation>Velg hvem som kastet vinnerbrikken</translation>
    </message>
</context>
<context>
    <name>PonjanHandBox</name>
    <message>
        <source>Tile</source>
        <translation>Brikke</translation>
    </message>
    <message>
        <source>a click adds one tile</source>
        <translation>et klikk legger til én brikke</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Sett</translation>
    </message>
    <message>
        <source>a click adds a set: three of the tile</source>
        <translation>et klikk legger til et sett: tre av brikken</translation>
    </message>
    <message>
        <source>Stolen</source>
        <translation>Stjålet</translation>
    </message>
    <message>
        <source>The next set added is a stolen (exposed) set (Alt+X)</source>
        <translation>Neste sett som legges til, er stjålet (på bordet) (Alt+X)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Ta tilbake</translation>
    </message>
    <message>
        <source>Take back the last tile or set added</source>
        <translation>Ta tilbake den siste brikken eller det siste settet</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Tøm</translation>
    </message>
    <message>
        <source>Remove every tile of the hand</source>
        <translation>Fjern alle brikkene i hånden</translation>
    </message>
    <message>
        <source>Winner&apos;s tiles</source>
        <translation>Vinnerens brikker</translation>
    </message>
    <message>
        <source>or type them: 000r 111k 000b, (000d) stolen</source>
        <translation>eller skriv dem: 000r 111k 000b, (000d) stjålet</translation>
    </message>
    <message>
        <source>The next set added is stolen</source>
        <translation>Neste sett som legges til, er stjålet</translation>
    </message>
</context>
<context>
    <name>ReferenceDialog</name>
    <message>
        <source>Rules reference: %1</source>
        <translation>Regeloversikt: %1</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>cannot paint on the printer or file</source>
        <translation>kan ikke tegne på skriveren eller filen</translation>
    </message>
    <message>
        <source>cannot start a new page</source>
        <translation>kan ikke begynne en ny side</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Side %1 av %2</translation>
    </message>
    <message>
        <source>Print preview — %1</source>
        <translation>Forhåndsvisning — %1</translation>
    </message>
    <message>
        <source>classic: the winner collects his score from everyone, the others pay one another the differences</source>
        <translation>klassisk: vinneren får poengene sine fra alle, de andre betaler hverandre differansen</translation>
    </message>
    <message>
        <source>differences (source 003, &apos;med böter&apos;): every pair settles the difference</source>
        <translation>differanser (kilde 003, «med böter»): hvert par gjør opp differansen</translation>
    </message>
    <message>
        <source>none (source 003, &apos;utan böter&apos;): everyone keeps his points</source>
        <translation>ingen (kilde 003, «utan böter»): alle beholder poengene sine</translation>
    </message>
    <message>
        <source>void: nobody pays</source>
        <translation>annullert: ingen betaler</translation>
    </message>
    <message>
        <source>settled: every pair settles the difference</source>
        <translation>gjøres opp: hvert par gjør opp differansen</translation>
    </message>
    <message>
        <source>Mahjong score sheet</source>
        <translation>Mah-Jong poengliste</translation>
    </message>
    <message>
        <source>(finished)</source>
        <translation>(ferdig)</translation>
    </message>
    <message>
        <source>yes: every payment to or from East is doubled</source>
        <translation>ja: hver betaling til eller fra Øst dobles</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nei</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>the discarder alone pays a win on a discard; after a self-draw each other player pays half the score, rounded toward zero, and the winner gains the whole score</source>
        <translation>den som kastet betaler alene en gevinst på et kast; etter en selvtrukket gevinst betaler hver av de andre halve poengsummen, avrundet mot null, og vinneren får hele poengsummen</translation>
    </message>
    <message>
        <source>each noten player pays each tenpai player %1; nobody pays when none or all are tenpai</source>
        <translation>hver spiller som ikke er tenpai betaler %1 til hver tenpai-spiller; ingen betaler når ingen eller alle er tenpai</translation>
    </message>
    <message>
        <source>boss</source>
        <translation>boss</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Players (starting seats)</source>
        <translation>Spillere (startplasser)</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runder</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Betalinger</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Boss</source>
        <translation>Boss</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Hva som skjedde</translation>
    </message>
    <message>
        <source>tenpai</source>
        <translation>tenpai</translation>
    </message>
    <message>
        <source>The winner&apos;s score (what he gains) is bold and marked %1. +/- is what the hand adds to the balance; the balance starts at %2.</source>
        <translation>Vinnerens poengsum (det han får) er i fet skrift og merket %1. +/- er det hånden legger til saldoen; saldoen begynner på %2.</translation>
    </message>
    <message>
        <source>Boss: %1</source>
        <translation>Boss: %1</translation>
    </message>
    <message>
        <source>winning tile %1</source>
        <translation>vinnerbrikke %1</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>til %1</translation>
    </message>
    <message>
        <source>(truncated)</source>
        <translation>(avrundet mot null)</translation>
    </message>
    <message>
        <source>%1 pays</source>
        <translation>%1 betaler</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Endring</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Oppgjør</translation>
    </message>
    <message>
        <source>East double</source>
        <translation>Øst dobbelt</translation>
    </message>
    <message>
        <source>Start balance</source>
        <translation>Startpoeng</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Maksimum</translation>
    </message>
    <message>
        <source>Drawn hand</source>
        <translation>Uavgjort hånd</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Poengliste</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hånd</translation>
    </message>
    <message>
        <source>Wind</source>
        <translation>Vind</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Øst</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vinner</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>+/-</source>
        <translation>+/-</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>straff</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>uavgjort</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Sum</translation>
    </message>
    <message>
        <source>No hands yet.</source>
        <translation>Ingen hender ennå.</translation>
    </message>
    <message>
        <source>The winner&apos;s score is bold and marked %1. +/- is what the hand adds to the balance; the balance starts at %2.</source>
        <translation>Vinnerens poeng står i fet skrift og er merket %1. +/- er det hånden legger til saldoen; saldoen starter på %2.</translation>
    </message>
    <message>
        <source>A penalty has no scores (—); its +/- is the penalty paid or received.</source>
        <translation>En straff har ingen poeng (—); dens +/- er straffen som betales eller mottas.</translation>
    </message>
    <message>
        <source>%1: played after the end of the game (after an edit).</source>
        <translation>%1: spilt etter at partiet var slutt (etter en endring).</translation>
    </message>
    <message>
        <source>; every payment to or from East is doubled (×2)</source>
        <translation>; hver betaling til eller fra Øst dobles (×2)</translation>
    </message>
    <message>
        <source>Each line is what the player receives (+) or pays (-) to one opponent, with the arithmetic seen from his side.</source>
        <translation>Hver linje er det spilleren får (+) eller betaler (-) til én motspiller, med utregningen sett fra hans side.</translation>
    </message>
    <message>
        <source>Payments, hand by hand</source>
        <translation>Betalinger, hånd for hånd</translation>
    </message>
    <message>
        <source>Each row is what one player pays the others, with the arithmetic; the last row is what the hand adds to each balance.</source>
        <translation>Hver rad er det en spiller betaler de andre, med utregningen; siste rad er det hånden legger til hver saldo.</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hånd %1</translation>
    </message>
    <message>
        <source>%1 wind</source>
        <translation>rundens vind %1</translation>
    </message>
    <message>
        <source>East: %1</source>
        <translation>Øst: %1</translation>
    </message>
    <message>
        <source>after the end of the game</source>
        <translation>etter at partiet var slutt</translation>
    </message>
    <message>
        <source>penalty: %1</source>
        <translation>straff: %1</translation>
    </message>
    <message>
        <source>drawn hand</source>
        <translation>uavgjort hånd</translation>
    </message>
    <message>
        <source>drawn hand, nobody pays</source>
        <translation>uavgjort hånd, ingen betaler</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>vunnet av %1</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Merknad</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>mah-jong</source>
        <translation>Mah-Jong</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Straff</translation>
    </message>
    <message>
        <source>pays</source>
        <translation>betaler</translation>
    </message>
    <message>
        <source>receives</source>
        <translation>får</translation>
    </message>
    <message>
        <source>Opponent %1</source>
        <translation>Motspiller %1</translation>
    </message>
    <message>
        <source>Hand total</source>
        <translation>Sum for hånden</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>beholdes</translation>
    </message>
</context>
<context>
    <name>RuleDiffDialog</name>
    <message>
        <source>Compare rule sets</source>
        <translation>Sammenlign regelsett</translation>
    </message>
    <message>
        <source>The rules being edited (%1)</source>
        <translation>Reglene som redigeres (%1)</translation>
    </message>
    <message>
        <source>Open rule file…</source>
        <translation>Åpne regelfil…</translation>
    </message>
    <message>
        <source>Rule set &amp;A:</source>
        <translation>Regelsett &amp;A:</translation>
    </message>
    <message>
        <source>Rule set &amp;B:</source>
        <translation>Regelsett &amp;B:</translation>
    </message>
    <message>
        <source>Open rule file</source>
        <translation>Åpne regelfil</translation>
    </message>
    <message>
        <source>Rule files (*.toml);;All files (*)</source>
        <translation>Regelfiler (*.toml);;Alle filer (*)</translation>
    </message>
    <message>
        <source>%1 and %2: the same rules</source>
        <translation>%1 og %2: de samme reglene</translation>
    </message>
    <message>
        <source>From %1 to %2: %3 changed, %4 added, %5 removed, %6 keys of the file</source>
        <translation>Fra %1 til %2: %3 endret, %4 lagt til, %5 fjernet, %6 av filens nøkler</translation>
    </message>
</context>
<context>
    <name>RuleDiffModel</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nei</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Forskjell</translation>
    </message>
    <message>
        <source>Rule or key</source>
        <translation>Regel eller nøkkel</translation>
    </message>
    <message>
        <source>In A</source>
        <translation>I A</translation>
    </message>
    <message>
        <source>In B</source>
        <translation>I B</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>Filen</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Endret</translation>
    </message>
    <message>
        <source>Only in B</source>
        <translation>Bare i B</translation>
    </message>
    <message>
        <source>Only in A</source>
        <translation>Bare i A</translation>
    </message>
</context>
<context>
    <name>RuleEditor</name>
    <message>
        <source>The game&apos;s rules (%1)</source>
        <translation>Partiets regler (%1)</translation>
    </message>
    <message>
        <source>Open rule file…</source>
        <translation>Åpne regelfil…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lagre</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Lagre s&amp;om…</translation>
    </message>
    <message>
        <source>A&amp;dd rule…</source>
        <translation>Legg &amp;til regel…</translation>
    </message>
    <message>
        <source>A rule made of a condition the program knows</source>
        <translation>En regel bygget på en betingelse programmet kjenner</translation>
    </message>
    <message>
        <source>&amp;Compare…</source>
        <translation>Sa&amp;mmenlign…</translation>
    </message>
    <message>
        <source>What differs between two rule sets</source>
        <translation>Hva som skiller to regelsett</translation>
    </message>
    <message>
        <source>Rescore &amp;this game under these rules…</source>
        <translation>Regn om de&amp;tte partiet etter disse reglene…</translation>
    </message>
    <message>
        <source>Rescore this game under these rules</source>
        <translation>Regn om dette partiet etter disse reglene</translation>
    </message>
    <message>
        <source>The open game scored under the rules shown from now on (Edit &gt; Undo puts its own back)</source>
        <translation>Det åpne partiet regnes heretter etter reglene som vises (Rediger &gt; Angre gir det tilbake sine egne)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regler:</translation>
    </message>
    <message>
        <source>Open rule file</source>
        <translation>Åpne regelfil</translation>
    </message>
    <message>
        <source>Rule files (*.toml);;All files (*)</source>
        <translation>Regelfiler (*.toml);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Cannot open the rules</source>
        <translation>Kan ikke åpne reglene</translation>
    </message>
    <message>
        <source>%1 is read-only: your first change starts a copy of it (id %2), which Save as writes as a house rule file.</source>
        <translation>%1 kan ikke endres: den første endringen din lager en kopi av det (id %2), som Lagre som skriver som en fil med husregler.</translation>
    </message>
    <message>
        <source>A copy (id %1), not saved yet: Save as writes it as a house rule file.</source>
        <translation>En kopi (id %1), ikke lagret ennå: Lagre som skriver den som en fil med husregler.</translation>
    </message>
    <message>
        <source>%1 (id %2)%3</source>
        <translation>%1 (id %2)%3</translation>
    </message>
    <message>
        <source>, changed, not saved</source>
        <translation>, endret, ikke lagret</translation>
    </message>
    <message>
        <source>Rule editor: %1</source>
        <translation>Regelredigering: %1</translation>
    </message>
    <message>
        <source>Save the house rules</source>
        <translation>Lagre husreglene</translation>
    </message>
    <message>
        <source>Rule files (*.toml)</source>
        <translation>Regelfiler (*.toml)</translation>
    </message>
    <message>
        <source>Cannot save the rules</source>
        <translation>Kan ikke lagre reglene</translation>
    </message>
    <message>
        <source>Rule editor</source>
        <translation>Regelredigering</translation>
    </message>
    <message>
        <source>Save the changes to the rules first?</source>
        <translation>Lagre endringene i reglene først?</translation>
    </message>
    <message>
        <source>The game cannot be rescored</source>
        <translation>Partiet kan ikke regnes om</translation>
    </message>
    <message>
        <source>Hand %1 cannot be scored under these rules: %2</source>
        <translation>Hånd %1 kan ikke regnes ut etter disse reglene: %2</translation>
    </message>
    <message>
        <source>Rescore the game “%1” under %2?</source>
        <translation>Regne om partiet «%1» etter %2?</translation>
    </message>
    <message>
        <source>1 hand scores differently under them.</source>
        <translation>1 hånd får andre poeng etter dem.</translation>
    </message>
    <message>
        <source>%1 hands score differently under them.</source>
        <translation>%1 hender får andre poeng etter dem.</translation>
    </message>
    <message>
        <source>Edit &gt; Undo puts the game&apos;s own rules back.</source>
        <translation>Rediger &gt; Angre gir partiet dets egne regler tilbake.</translation>
    </message>
    <message>
        <source>Rescore the game</source>
        <translation>Regn om partiet</translation>
    </message>
    <message>
        <source>The game was not rescored</source>
        <translation>Partiet ble ikke regnet om</translation>
    </message>
</context>
<context>
    <name>RuleEditorModel</name>
    <message>
        <source>The rule set</source>
        <translation>Regelsettet</translation>
    </message>
    <message>
        <source>Sets and pairs</source>
        <translation>Kombinasjoner og par</translation>
    </message>
    <message>
        <source>The winner&apos;s extras</source>
        <translation>Vinnerens tillegg</translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation>Doblinger</translation>
    </message>
    <message>
        <source>Limit hands</source>
        <translation>Makshender</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Straffer</translation>
    </message>
    <message>
        <source>Rotation and settlement</source>
        <translation>Rotasjon og oppgjør</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Maksgrense</translation>
    </message>
    <message>
        <source>Most chows in a hand</source>
        <translation>Flest chow i en hånd</translation>
    </message>
    <message>
        <source>1 player</source>
        <translation>1 spiller</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 spillere</translation>
    </message>
    <message>
        <source>Payers: %1; payees: every other player</source>
        <translation>Betaler: %1; mottar: alle andre spillere</translation>
    </message>
    <message>
        <source>Payers: %1; payees: %2</source>
        <translation>Betaler: %1; mottar: %2</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>maks</translation>
    </message>
    <message>
        <source>%1 of the limit</source>
        <translation>%1 av maksgrensen</translation>
    </message>
    <message>
        <source>1 double</source>
        <translation>1 dobling</translation>
    </message>
    <message>
        <source>%1 doubles</source>
        <translation>%1 doblinger</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 poeng</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 poeng</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nei</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Verdi</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Kilde</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Melding</translation>
    </message>
</context>
<context>
    <name>SeasonChart</name>
    <message>
        <source>Balance summed over the evenings</source>
        <translation>Saldo summert over kveldene</translation>
    </message>
    <message>
        <source>Evening</source>
        <translation>Kveld</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>Season chart</source>
        <translation>Sesongdiagram</translation>
    </message>
</context>
<context>
    <name>SeasonDialog</name>
    <message>
        <source>Season standings</source>
        <translation>Sesongens stilling</translation>
    </message>
    <message>
        <source>Games of the season</source>
        <translation>Sesongens partier</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Alle</translation>
    </message>
    <message>
        <source>N&amp;one</source>
        <translation>&amp;Ingen</translation>
    </message>
    <message>
        <source>Add &amp;database…</source>
        <translation>Legg til &amp;database…</translation>
    </message>
    <message>
        <source>Add game &amp;files…</source>
        <translation>Legg til parti&amp;filer…</translation>
    </message>
    <message>
        <source>Only games &amp;from</source>
        <translation>Bare partier &amp;fra</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Første dag</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Siste dag</translation>
    </message>
    <message>
        <source>Same players</source>
        <translation>Samme spillere</translation>
    </message>
    <message>
        <source>Bo=Bosse, Anna=Ann</source>
        <translation>Bo=Bosse, Anna=Ann</translation>
    </message>
    <message>
        <source>Other spellings of a name: NAME=OTHER, separated by commas</source>
        <translation>Andre stavemåter av et navn: NAVN=ANNET, skilt med komma</translation>
    </message>
    <message>
        <source>Games (tick those that count):</source>
        <translation>Partier (kryss av dem som teller):</translation>
    </message>
    <message>
        <source>to</source>
        <translation>til</translation>
    </message>
    <message>
        <source>&amp;Same players:</source>
        <translation>Sa&amp;mme spillere:</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stilling</translation>
    </message>
    <message>
        <source>S&amp;tandings</source>
        <translation>S&amp;tilling</translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation>&amp;Diagram</translation>
    </message>
    <message>
        <source>Export &amp;workbook…</source>
        <translation>Eksporter &amp;regneark…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Eksporter P&amp;DF…</translation>
    </message>
    <message>
        <source>%1 — not counted: a season counts classical games only</source>
        <translation>%1 — telles ikke: en sesong teller bare klassiske spill</translation>
    </message>
    <message>
        <source>Cannot read the games</source>
        <translation>Kan ikke lese partiene</translation>
    </message>
    <message>
        <source>Add the games of a database</source>
        <translation>Legg til partiene i en database</translation>
    </message>
    <message>
        <source>Score sheet database (*.sqlite3 *.sqlite *.db);;All files (*)</source>
        <translation>Database for poengskjema (*.sqlite3 *.sqlite *.db);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Add game files</source>
        <translation>Legg til partifiler</translation>
    </message>
    <message>
        <source>Game files (*.json)</source>
        <translation>Partifiler (*.json)</translation>
    </message>
    <message>
        <source>Games counted: %1</source>
        <translation>Partier som teller: %1</translation>
    </message>
    <message>
        <source>season</source>
        <translation>sesong</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Eksporten mislyktes</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 er lagret</translation>
    </message>
    <message>
        <source>Export workbook</source>
        <translation>Eksporter regneark</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel-regneark (*.xlsx)</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Eksporter PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>SeasonReport</name>
    <message>
        <source>Rank</source>
        <translation>Plass</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partier</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hender</translation>
    </message>
    <message>
        <source>Mah-jongs</source>
        <translation>Mah-Jong</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Uavgjorte</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Snitt</translation>
    </message>
    <message>
        <source>Limit hands</source>
        <translation>Maksimumshender</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Beste hånd</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Sesongens stilling</translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation>Partier: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3, hand %4)</source>
        <translation>%1 (%2, %3, hånd %4)</translation>
    </message>
</context>
<context>
    <name>SeasonWorkbook</name>
    <message>
        <source>Standings</source>
        <translation>Stilling</translation>
    </message>
    <message>
        <source>Per game</source>
        <translation>Per parti</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Kvelder</translation>
    </message>
    <message>
        <source>Page &amp;P of &amp;N</source>
        <translation>Side &amp;P av &amp;N</translation>
    </message>
    <message>
        <source>Season: the figures of each game</source>
        <translation>Sesong: tallene for hvert parti</translation>
    </message>
    <message>
        <source>Change a figure here and the standings follow.</source>
        <translation>Endre et tall her, så følger stillingen etter.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Evening</source>
        <translation>Kveld</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Parti</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Fra</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hender</translation>
    </message>
    <message>
        <source>Mah-jongs</source>
        <translation>Mah-Jong</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Uavgjorte</translation>
    </message>
    <message>
        <source>Limit hands</source>
        <translation>Maksimumshender</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Slutt</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Endring</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Sesongens stilling</translation>
    </message>
    <message>
        <source>%1 games, %2. The figures are formulas over the sheet &apos;%3&apos;.</source>
        <translation>Partier: %1, %2. Tallene er formler over arket &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>no games</source>
        <translation>ingen partier</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Plass</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partier</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Snitt</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Beste hånd</translation>
    </message>
    <message>
        <source>%1 (%2, %3, hand %4)</source>
        <translation>%1 (%2, %3, hånd %4)</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Merknad: %1</translation>
    </message>
    <message>
        <source>Balance summed over the evenings</source>
        <translation>Saldo summert over kveldene</translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <source>Hand</source>
        <translation>Hånd</translation>
    </message>
    <message>
        <source>+/-</source>
        <translation>+/-</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vinner</translation>
    </message>
    <message>
        <source>Boss</source>
        <translation>Boss</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Øst</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Bal.</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>%1&apos;s score</source>
        <translation>poengsummen til %1</translation>
    </message>
    <message>
        <source>what the hand gave or cost %1</source>
        <translation>hva hånden ga eller kostet %1</translation>
    </message>
    <message>
        <source>%1&apos;s balance after the hand</source>
        <translation>saldoen til %1 etter hånden</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>straff</translation>
    </message>
    <message>
        <source>tenpai</source>
        <translation>tenpai</translation>
    </message>
    <message>
        <source>%1, seat %2</source>
        <translation>%1, plass %2</translation>
    </message>
    <message>
        <source>Score typed by hand</source>
        <translation>Poengene skrevet inn for hånd</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>uavgjort</translation>
    </message>
    <message>
        <source>Hand %1, %2 round, %3 is East</source>
        <translation>Hånd %1, runde %2, %3 er Øst</translation>
    </message>
    <message>
        <source>Drawn hand</source>
        <translation>Uavgjort hånd</translation>
    </message>
    <message>
        <source>Won by %1</source>
        <translation>Vunnet av %1</translation>
    </message>
    <message>
        <source>This hand no longer scores under the rules of this game (%1). It is kept as entered and counts as 0 for everyone until you edit it.</source>
        <translation>Denne hånden gir ikke lenger poeng etter spillets regler (%1). Den beholdes slik den ble skrevet inn og teller 0 for alle til du redigerer den.</translation>
    </message>
    <message>
        <source>%1 R%2</source>
        <translation>%1 R%2</translation>
    </message>
    <message>
        <source>Hand %1, round %2, %3 is the boss</source>
        <translation>Hånd %1, runde %2, %3 er boss</translation>
    </message>
    <message>
        <source>Penalty: %1</source>
        <translation>Straff: %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Sum</translation>
    </message>
</context>
<context>
    <name>SituationPanel</name>
    <message>
        <source>loose tile, wall empty</source>
        <translation>løs brikke, muren tom</translation>
    </message>
    <message>
        <source>Who went mah-jong (or a drawn hand)</source>
        <translation>Hvem som gjorde Mah-Jong (eller uavgjort hånd)</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vinner</translation>
    </message>
    <message>
        <source>The winning tile: click it in the winner&apos;s hand, or choose it here</source>
        <translation>Vinnerbrikken: klikk på den i vinnerens hånd, eller velg den her</translation>
    </message>
    <message>
        <source>Winning tile</source>
        <translation>Vinnerbrikke</translation>
    </message>
    <message>
        <source>Where the winning tile came from</source>
        <translation>Hvor vinnerbrikken kom fra</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Fra</translation>
    </message>
    <message>
        <source>Seen on the table</source>
        <translation>Sett på bordet</translation>
    </message>
    <message>
        <source>discards, such as 99p 1s</source>
        <translation>kastede brikker, f.eks. 99p 1s</translation>
    </message>
    <message>
        <source>Tiles seen elsewhere on the table (discards), in the notation. The other players&apos; exposed and declared sets count by themselves. A tile of which every copy is seen cannot be waited on (only possible tile).</source>
        <translation>Brikker som er sett ellers på bordet (kastede brikker), i notasjonen. De andre spillernes sett på bordet og meldte sett teller av seg selv. En brikke der alle eksemplarene er sett, kan ingen vente på (eneste mulige brikke).</translation>
    </message>
    <message>
        <source>&amp;Winner</source>
        <translation>Vi&amp;nner</translation>
    </message>
    <message>
        <source>Winning t&amp;ile</source>
        <translation>Vinner&amp;brikke</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Fra</translation>
    </message>
    <message>
        <source>Seen on the ta&amp;ble</source>
        <translation>Sett på b&amp;ordet</translation>
    </message>
    <message>
        <source>Who won?</source>
        <translation>Hvem vant?</translation>
    </message>
    <message>
        <source>Drawn hand</source>
        <translation>Uavgjort hånd</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Muren</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kastet</translation>
    </message>
    <message>
        <source>Where the winning tile came from: %1</source>
        <translation>Hvor vinnerbrikken kom fra: %1</translation>
    </message>
    <message>
        <source>%1 won?</source>
        <translation>Vant %1?</translation>
    </message>
    <message>
        <source>%1&apos;s hand is the only complete one: click (or %2) to make %1 the winner</source>
        <translation>Hånden til %1 er den eneste ferdige: klikk (eller %2) for å gjøre %1 til vinner</translation>
    </message>
    <message>
        <source>Accept the suggested winner</source>
        <translation>Godta den foreslåtte vinneren</translation>
    </message>
    <message>
        <source>click it in the hand</source>
        <translation>klikk på den i hånden</translation>
    </message>
    <message>
        <source>Waited on %1 only: only possible tile</source>
        <translation>Ventet på %1: eneste mulige brikke</translation>
    </message>
    <message>
        <source>Waited on %1</source>
        <translation>Ventet på %1</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Rank</source>
        <translation>Plass</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partier</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hender</translation>
    </message>
    <message>
        <source>Mah-jongs</source>
        <translation>Mah-Jong</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Uavgjorte</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Snitt</translation>
    </message>
    <message>
        <source>Limit hands</source>
        <translation>Maksimumshender</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Beste hånd</translation>
    </message>
    <message>
        <source>%1 (%2, %3, hand %4)</source>
        <translation>%1 (%2, %3, hånd %4)</translation>
    </message>
</context>
<context>
    <name>StripTile</name>
    <message>
        <source>Stolen set of %1</source>
        <translation>Stjålet sett av %1</translation>
    </message>
    <message>
        <source>A stolen set of %1: click to make it concealed</source>
        <translation>Et stjålet sett av %1: klikk for å gjøre det skjult</translation>
    </message>
    <message>
        <source>%1 in the hand</source>
        <translation>%1 i hånden</translation>
    </message>
    <message>
        <source>%1: click to make it the winning tile</source>
        <translation>%1: klikk for å gjøre den til vinnerbrikke</translation>
    </message>
</context>
<context>
    <name>TileButton</name>
    <message>
        <source>%1 of %2 left</source>
        <translation>%1 av %2 igjen</translation>
    </message>
</context>
<context>
    <name>WhatIfPanel</name>
    <message>
        <source>a typed score</source>
        <translation>en innskrevet poengsum</translation>
    </message>
    <message>
        <source>&lt;b&gt;What if&lt;/b&gt;</source>
        <translation>&lt;b&gt;Hva om&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The whole s&amp;eason</source>
        <translation>Hele s&amp;esongen</translation>
    </message>
    <message>
        <source>Every classical game of the database under the edited rules, not only the open game</source>
        <translation>Hvert klassiske parti i databasen under de redigerte reglene, ikke bare det åpne partiet</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spilt</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>Hva om</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Forskjell</translation>
    </message>
    <message>
        <source>Hands of the open game that score differently (click one):</source>
        <translation>Hender i det åpne partiet som får andre poeng (klikk på en):</translation>
    </message>
    <message>
        <source>No game is open: open a game to see what the edited rules would have made of it.</source>
        <translation>Ingen parti er åpent: åpne et parti for å se hva de redigerte reglene ville ha gjort med det.</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>dette partiet</translation>
    </message>
    <message>
        <source>Computing the standings under these rules…</source>
        <translation>Beregner stillingen etter disse reglene…</translation>
    </message>
    <message>
        <source>A Ponjan game keeps its own rules.</source>
        <translation>Et Ponjan-parti beholder sine egne regler.</translation>
    </message>
    <message>
        <source>1 hand scores differently</source>
        <translation>1 hånd får andre poeng</translation>
    </message>
    <message>
        <source>%1 hands score differently</source>
        <translation>%1 hender får andre poeng</translation>
    </message>
    <message>
        <source>%1 cannot be scored under these rules (counted as 0)</source>
        <translation>%1 kan ikke regnes ut under disse reglene (teller som 0)</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hånd %1</translation>
    </message>
    <message>
        <source>cannot be scored: %1</source>
        <translation>kan ikke regnes ut: %1</translation>
    </message>
    <message>
        <source>As played</source>
        <translation>Som spilt</translation>
    </message>
    <message>
        <source>The same under both: %1</source>
        <translation>Det samme under begge: %1</translation>
    </message>
</context>
<context>
    <name>Workbook</name>
    <message>
        <source>Score sheet</source>
        <translation>Poengliste</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Betalinger</translation>
    </message>
    <message>
        <source>Balances</source>
        <translation>Saldoer</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Page &amp;P of &amp;N</source>
        <translation>Side &amp;P av &amp;N</translation>
    </message>
    <message>
        <source>Mahjong score sheet</source>
        <translation>Mah-Jong poengliste</translation>
    </message>
    <message>
        <source>%1 — Mahjong score sheet</source>
        <translation>%1 — Poengliste for mahjong</translation>
    </message>
    <message>
        <source>(finished)</source>
        <translation>(ferdig)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Convention</source>
        <translation>Oppgjørsmåte</translation>
    </message>
    <message>
        <source>East double</source>
        <translation>Øst dobbelt</translation>
    </message>
    <message>
        <source>Start balance</source>
        <translation>Startpoeng</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Maksimum</translation>
    </message>
    <message>
        <source>Drawn hand</source>
        <translation>Uavgjort hånd</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runder</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>classic: the winner collects, the others pay the differences</source>
        <translation>klassisk: vinneren får betalt, de andre betaler hverandre differansene</translation>
    </message>
    <message>
        <source>differences: every pair settles the difference (003, &apos;med böter&apos;)</source>
        <translation>differanser: hvert par gjør opp differansen (003, &apos;med böter&apos;)</translation>
    </message>
    <message>
        <source>none: everyone keeps his points (003, &apos;utan böter&apos;)</source>
        <translation>ingen: hver beholder sine poeng (003, &apos;utan böter&apos;)</translation>
    </message>
    <message>
        <source>not used: nobody pays</source>
        <translation>brukes ikke: ingen betaler</translation>
    </message>
    <message>
        <source>yes: East pays and receives double</source>
        <translation>ja: Øst betaler og får dobbelt</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nei</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>klassisk</translation>
    </message>
    <message>
        <source>differences</source>
        <translation>differanser</translation>
    </message>
    <message>
        <source>void: nobody pays</source>
        <translation>annullert: ingen betaler</translation>
    </message>
    <message>
        <source>settled: every pair settles the difference</source>
        <translation>gjøres opp: hvert par gjør opp differansen</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hånd</translation>
    </message>
    <message>
        <source>Wind</source>
        <translation>Vind</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Øst</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vinner</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Merknad</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Oppgjør</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Sum</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>uavgjort</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>straff</translation>
    </message>
    <message>
        <source>Penalty: %1</source>
        <translation>Straff: %1</translation>
    </message>
    <message>
        <source>No longer scores under the rules of this game (%1): counts as 0 until edited</source>
        <translation>Gir ikke lenger poeng etter spillets regler (%1): teller 0 til den redigeres</translation>
    </message>
    <message>
        <source>Every settlement, balance and total is a formula: change a score, the winner or East and the sheet follows. East and Winner hold the player&apos;s number (1 for the first name column, as under Players).</source>
        <translation>Hvert oppgjør, saldo og sum er en formel: endre en poengsum, vinneren eller Øst, så følger listen etter. Øst og Vinner angir spillerens nummer (1 for den første navnekolonnen, som under Spillere).</translation>
    </message>
    <message>
        <source>A winner that is no player&apos;s number (such as &apos;%1&apos;) is a drawn hand, which settles nothing.</source>
        <translation>En vinner som ikke er en spillers nummer (som &apos;%1&apos;) er en uavgjort hånd, som ingen betaler for.</translation>
    </message>
    <message>
        <source>A winner that is no player&apos;s number (such as &apos;%1&apos;) is a drawn hand, which every pair settles.</source>
        <translation>En vinner som ikke er en spillers nummer (som &apos;%1&apos;) er en uavgjort hånd, som hvert par gjør opp.</translation>
    </message>
    <message>
        <source>The player&apos;s number: %1</source>
        <translation>Spillerens nummer: %1</translation>
    </message>
    <message>
        <source>; anything else: a drawn hand</source>
        <translation>; alt annet: en uavgjort hånd</translation>
    </message>
    <message>
        <source>On a penalty row (&apos;%1&apos;) the penalised players&apos; settlements are what they pay; the others&apos; follow.</source>
        <translation>På en straffelinje (&apos;%1&apos;) er oppgjøret til de straffede spillerne det de betaler; de andres følger av det.</translation>
    </message>
    <message>
        <source>Payments, hand by hand</source>
        <translation>Betalinger, hånd for hånd</translation>
    </message>
    <message>
        <source>Settlement %1</source>
        <translation>Oppgjør – %1</translation>
    </message>
    <message>
        <source>classic: the winner collects his score from everyone, the others pay one another the differences</source>
        <translation>klassisk: vinneren får poengene sine fra alle, de andre betaler hverandre differansen</translation>
    </message>
    <message>
        <source>differences (source 003, &apos;med böter&apos;): every pair settles the difference</source>
        <translation>differanser (kilde 003, «med böter»): hvert par gjør opp differansen</translation>
    </message>
    <message>
        <source>none (source 003, &apos;utan böter&apos;): everyone keeps his points</source>
        <translation>ingen (kilde 003, «utan böter»): alle beholder poengene sine</translation>
    </message>
    <message>
        <source>; every payment to or from East is doubled (×2)</source>
        <translation>; hver betaling til eller fra Øst dobles (×2)</translation>
    </message>
    <message>
        <source>The amounts are formulas over the score sheet (its points, winner and East); the arithmetic beside them is the hand as recorded.</source>
        <translation>Beløpene er formler over poenglisten (poengene, vinneren og Øst); utregningen ved siden av er hånden slik den ble registrert.</translation>
    </message>
    <message>
        <source>Hand %1 (%2 wind): winner %3, East %4</source>
        <translation>Hånd %1 (rundens vind %2): vinner %3, Øst %4</translation>
    </message>
    <message>
        <source>Hand %1 (%2 wind): penalty, East %3. %4</source>
        <translation>Hånd %1 (rundens vind %2): straff, Øst %3. %4</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Plass</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Straff</translation>
    </message>
    <message>
        <source>pays</source>
        <translation>betaler</translation>
    </message>
    <message>
        <source>receives</source>
        <translation>får</translation>
    </message>
    <message>
        <source>mah-jong</source>
        <translation>Mah-Jong</translation>
    </message>
    <message>
        <source>drawn hand</source>
        <translation>uavgjort hånd</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>beholdes</translation>
    </message>
    <message>
        <source>Opponent %1</source>
        <translation>Motspiller %1</translation>
    </message>
    <message>
        <source>Hand total</source>
        <translation>Sum for hånden</translation>
    </message>
    <message>
        <source>No hands yet.</source>
        <translation>Ingen hender ennå.</translation>
    </message>
    <message>
        <source>%1 — balances</source>
        <translation>%1 — saldoer</translation>
    </message>
    <message>
        <source>Each player&apos;s balance after each hand, from the score sheet.</source>
        <translation>Hver spillers saldo etter hver hånd, fra poenglisten.</translation>
    </message>
    <message>
        <source>Balance after each hand</source>
        <translation>Saldo etter hver hånd</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regler: %1</translation>
    </message>
    <message>
        <source>%1 (id %2)</source>
        <translation>%1 (id %2)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Kilde</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Brikker</translation>
    </message>
    <message>
        <source>Limit in this game</source>
        <translation>Maksimum i dette spillet</translation>
    </message>
    <message>
        <source>Limit of the rule set</source>
        <translation>Reglenes maksimum</translation>
    </message>
    <message>
        <source>Rounds of prevailing wind</source>
        <translation>Runder av rundens vind</translation>
    </message>
    <message>
        <source>%1 in this game (%2 in the rule set)</source>
        <translation>%1 i dette spillet (%2 i reglene)</translation>
    </message>
    <message>
        <source>East keeps the deal when East wins</source>
        <translation>Øst beholder given når Øst vinner</translation>
    </message>
    <message>
        <source>East keeps the deal after a drawn hand</source>
        <translation>Øst beholder given etter en uavgjort hånd</translation>
    </message>
    <message>
        <source>East keeps the deal after a penalty</source>
        <translation>Øst beholder given etter en straff</translation>
    </message>
    <message>
        <source>Rotation source</source>
        <translation>Kilde for rotasjonen</translation>
    </message>
    <message>
        <source>Settlement in this game</source>
        <translation>Oppgjør i dette spillet</translation>
    </message>
    <message>
        <source>Settlement of the rule set</source>
        <translation>Reglenes oppgjør</translation>
    </message>
    <message>
        <source>East pays and receives double</source>
        <translation>Øst betaler og får dobbelt</translation>
    </message>
    <message>
        <source>A drawn hand</source>
        <translation>En uavgjort hånd</translation>
    </message>
    <message>
        <source>Settlement source</source>
        <translation>Kilde for oppgjøret</translation>
    </message>
    <message>
        <source>points × 2^doubles, capped at the limit; a limit hand scores the limit</source>
        <translation>poeng × 2^doblinger, høyst maksimum; en maksimumshånd gir maksimum</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Verdi</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>Gjelder</translation>
    </message>
    <message>
        <source>Source text</source>
        <translation>Kildens ord</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>every hand</source>
        <translation>hver hånd</translation>
    </message>
    <message>
        <source>the winner</source>
        <translation>vinneren</translation>
    </message>
    <message>
        <source>%1 (%2 in this game)</source>
        <translation>%1 (%2 i dette spillet)</translation>
    </message>
    <message>
        <source>Readings of the source</source>
        <translation>Tolkninger av kilden</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Boss</source>
        <translation>Boss</translation>
    </message>
    <message>
        <source>Discarder</source>
        <translation>Kastet</translation>
    </message>
    <message>
        <source>Tenpai</source>
        <translation>Tenpai</translation>
    </message>
    <message>
        <source>Tenpai payment</source>
        <translation>Tenpai-betaling</translation>
    </message>
    <message>
        <source>self-draw</source>
        <translation>selvtrukket</translation>
    </message>
    <message>
        <source>the discarder alone pays a win on a discard; after a self-draw each other player pays half the score, rounded toward zero, and the winner gains the whole score</source>
        <translation>den som kastet betaler alene en gevinst på et kast; etter en selvtrukket gevinst betaler hver av de andre halve poengsummen, avrundet mot null, og vinneren får hele poengsummen</translation>
    </message>
    <message>
        <source>each noten player pays each tenpai player the tenpai payment; nobody pays when none or all are tenpai</source>
        <translation>hver spiller som ikke er tenpai betaler tenpai-betalingen til hver tenpai-spiller; ingen betaler når ingen eller alle er tenpai</translation>
    </message>
    <message>
        <source>Every payment, balance and total is a formula: change a winner, a discarder, a score or a tenpai mark and the sheet follows, and so do Round and Boss (the boss keeps the deal while gaining). Winner, Discarder and Boss hold the player&apos;s number (1 for the first name column, as under Players). Score is what the winner gains. A tenpai mark is 1.</source>
        <translation>Hver betaling, saldo og sum er en formel: endre en vinner, den som kastet, en poengsum eller et tenpai-merke, så følger arket med, og det gjør også Runde og Boss (bossen beholder given så lenge han vinner poeng). Vinner, Kastet og Boss inneholder spillerens nummer (1 for den første navnekolonnen, som under Spillere). Poengsum er det vinneren får. Et tenpai-merke er 1.</translation>
    </message>
    <message>
        <source>A winner that is no player&apos;s number (such as &apos;%1&apos;) is a drawn hand; a discarder that is no player&apos;s number (such as &apos;%2&apos;) is a self-draw.</source>
        <translation>En vinner som ikke er noen spillers nummer (for eksempel &apos;%1&apos;) er en uavgjort hånd; en som kastet som ikke er noen spillers nummer (for eksempel &apos;%2&apos;) er en selvtrukket gevinst.</translation>
    </message>
    <message>
        <source>; anything else: a self-draw</source>
        <translation>; noe annet: selvtrukket</translation>
    </message>
    <message>
        <source>1: tenpai at a drawn hand; empty: not tenpai</source>
        <translation>1: tenpai ved en uavgjort hånd; tomt: ikke tenpai</translation>
    </message>
    <message>
        <source>Hand %1 (round %2): winner %3, boss %4</source>
        <translation>Hånd %1 (runde %2): vinner %3, boss %4</translation>
    </message>
    <message>
        <source>Who pays whom: each amount is a formula over the score sheet (its winner, discarder, score and tenpai marks); the line under each table is the hand as recorded.</source>
        <translation>Hvem betaler hvem: hvert beløp er en formel over poengarket (vinneren, den som kastet, poengsummen og tenpai-merkene); linjen under hver tabell er hånden slik den ble registrert.</translation>
    </message>
    <message>
        <source>%1 pays</source>
        <translation>%1 betaler</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>til %1</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Endring</translation>
    </message>
    <message>
        <source>As recorded: %1</source>
        <translation>Som registrert: %1</translation>
    </message>
    <message>
        <source>%1 pays %2 %3</source>
        <translation>%1 betaler %3 til %2</translation>
    </message>
    <message>
        <source>nobody pays</source>
        <translation>ingen betaler</translation>
    </message>
    <message>
        <source>(truncated)</source>
        <translation>(avrundet mot null)</translation>
    </message>
    <message>
        <source>Score formula</source>
        <translation>Poengformel</translation>
    </message>
    <message>
        <source>the game&apos;s code: B(p) = 2^(p-1) for 1 to 3 points, 4*((p-4)//2+1)+4 from 4 points</source>
        <translation>spillets kode: B(p) = 2^(p-1) for 1 til 3 poeng, 4*((p-4)//2+1)+4 fra 4 poeng</translation>
    </message>
    <message>
        <source>the README: B(p) = 2^(p-1) for 1 to 3 points, 4*(p//2+1)+4 from 4 points</source>
        <translation>README: B(p) = 2^(p-1) for 1 til 3 poeng, 4*(p//2+1)+4 fra 4 poeng</translation>
    </message>
    <message>
        <source>the winner gains B(p) x %1, the boss B(p) x %2</source>
        <translation>vinneren får B(p) x %1, bossen B(p) x %2</translation>
    </message>
    <message>
        <source>Source of the score</source>
        <translation>Kilde for poengsummen</translation>
    </message>
    <message>
        <source>Source of the match</source>
        <translation>Kilde for kampen</translation>
    </message>
    <message>
        <source>Rounds (a boss&apos;s term each)</source>
        <translation>Runder (én boss-periode hver)</translation>
    </message>
    <message>
        <source>Combination</source>
        <translation>Kombinasjon</translation>
    </message>
    <message>
        <source>Also called</source>
        <translation>Også kalt</translation>
    </message>
    <message>
        <source>%1 of the limit</source>
        <translation>%1 av maksimum</translation>
    </message>
    <message>
        <source>1 player pays every other player</source>
        <translation>1 spiller betaler hver av de andre</translation>
    </message>
    <message>
        <source>%1 players pay every other player</source>
        <translation>%1 spillere betaler hver av de andre</translation>
    </message>
    <message>
        <source>1 player pays 1 player</source>
        <translation>1 spiller betaler 1 spiller</translation>
    </message>
    <message>
        <source>1 player pays %1 players</source>
        <translation>1 spiller betaler %1 spillere</translation>
    </message>
    <message>
        <source>%1 players pay 1 player</source>
        <translation>%1 spillere betaler 1 spiller</translation>
    </message>
    <message>
        <source>%1 players pay %2 players</source>
        <translation>%1 spillere betaler %2 spillere</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>&apos;{token}&apos; is not a set: an exposed group must be a chow (123m), a pung (555p) or a kong (1111z)</source>
        <translation>&apos;{token}&apos; er ingen kombinasjon: en gruppe på bordet må være en tjao (123m), en pong (555p) eller en kong (1111z)</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: bonus tiles are not part of a set; write them on their own</source>
        <translation>&apos;{token}&apos;: bonusbrikker hører ikke til noen kombinasjon; skriv dem for seg</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: cannot read &apos;{rest}&apos; (unexpected &apos;{char}&apos;)</source>
        <translation>&apos;{token}&apos;: kan ikke lese &apos;{rest}&apos; (uventet &apos;{char}&apos;)</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: square brackets mark a declared concealed kong, four identical tiles such as [2222s]</source>
        <translation>&apos;{token}&apos;: hakeparenteser markerer en meldt skjult kong, fire like brikker som [2222s]</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: braces mark a kong made by adding a claimed tile to a concealed pung, four identical tiles such as {{2222s}}</source>
        <translation>&apos;{token}&apos;: krøllparenteser markerer en Kong laget ved å legge en ropt brikke til en Pong på hånden, fire like brikker som {{2222s}}</translation>
    </message>
    <message>
        <source>{code} ({name}) is not a tile of the {tile_set} tile set</source>
        <translation>{code} ({name}) finnes ikke i brikkesettet {tile_set}</translation>
    </message>
    <message>
        <source>the hand holds {n} copies of {code} ({name}); there are only {copies}</source>
        <translation>hånden har {n} eksemplarer av {code} ({name}); det finnes bare {copies}</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: the digits &apos;{digits}&apos; have no suit letter after them (m, p, s, z, f, y, g or a)</source>
        <translation>&apos;{token}&apos;: sifrene &apos;{digits}&apos; har ingen seriebokstav etter seg (m, p, s, z, f, y, g eller a)</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: &apos;{letter}&apos; is not a suit letter (m characters, p dots, s bamboo, z honours, f flowers, y seasons)</source>
        <translation>&apos;{token}&apos;: &apos;{letter}&apos; er ingen seriebokstav (m tekken, p ringer, s bambus, z honører, f blomster, y årstider)</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: a group opened with &apos;{opener}&apos; must end with &apos;{closer}&apos; and hold a set, with no spaces</source>
        <translation>&apos;{token}&apos;: en gruppe som begynner med &apos;{opener}&apos;, må slutte med &apos;{closer}&apos; og inneholde en kombinasjon, uten mellomrom</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: groups cannot be nested</source>
        <translation>&apos;{token}&apos;: grupper kan ikke ligge inni hverandre</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: brackets must stand around a whole group, such as (555p) or [2222s]</source>
        <translation>&apos;{token}&apos;: parenteser må stå rundt en hel gruppe, som (555p) eller [2222s]</translation>
    </message>
    <message>
        <source>the hand holds {n} copies of {code} ({name}); there is only one</source>
        <translation>hånden har {n} eksemplarer av {code} ({name}); det finnes bare én</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: there is no tile {code} ({help})</source>
        <translation>&apos;{token}&apos;: det finnes ingen brikke {code} ({help})</translation>
    </message>
    <message>
        <source>seat wind &apos;{seat}&apos; is not one of E, S, W, N</source>
        <translation>egen vind &apos;{seat}&apos; er ikke en av E, S, W, N</translation>
    </message>
    <message>
        <source>prevailing wind &apos;{wind}&apos; is not one of E, S, W, N</source>
        <translation>rundens vind &apos;{wind}&apos; er ikke en av E, S, W, N</translation>
    </message>
    <message>
        <source>&apos;{source}&apos; is not a source of the winning tile (one of {known})</source>
        <translation>&apos;{source}&apos; er ikke et gyldig opphav for vinnerbrikken (ett av {known})</translation>
    </message>
    <message>
        <source>East&apos;s consecutive wins cannot be negative</source>
        <translation>antallet seire på rad for Øst kan ikke være negativt</translation>
    </message>
    <message>
        <source>a winning hand needs its winning tile</source>
        <translation>en vinnende hånd trenger vinnerbrikken sin</translation>
    </message>
    <message>
        <source>the winning tile {code} is not among the concealed tiles; write it in the concealed part of the hand, outside any brackets</source>
        <translation>vinnerbrikken {code} er ikke blant brikkene på hånden; skriv den sammen med brikkene på hånden, utenfor alle parenteser</translation>
    </message>
    <message>
        <source>a loose tile is drawn only after a kong or a bonus tile, and this hand has neither</source>
        <translation>en løs brikke trekkes fra ruinen bare etter en kong eller en bonusbrikke, og denne hånden har ingen av delene</translation>
    </message>
    <message>
        <source>kong upon kong needs two kongs and a win on the loose tile after the second</source>
        <translation>kong på kong krever to kong og Mah-Jong på den løse brikken etter den andre</translation>
    </message>
    <message>
        <source>an original call is declared on the dealt hand, so the hand can have no exposed set</source>
        <translation>venter fra utdelingen: ventingen meldes allerede på den utdelte hånden, så hånden kan ikke ha noen kombinasjon på bordet</translation>
    </message>
    <message>
        <source>&apos;{flag}&apos; is not a flag (one of {known})</source>
        <translation>&apos;{flag}&apos; er ikke et kjent flagg (ett av {known})</translation>
    </message>
    <message>
        <source>{code} is a bonus tile; only playing tiles count as seen</source>
        <translation>{code} er en bonusbrikke; bare spillebrikker teller som synlige</translation>
    </message>
    <message>
        <source>a loser has no winning tile</source>
        <translation>en spiller som ikke vant, har ingen vinnerbrikke</translation>
    </message>
    <message>
        <source>{flag} applies only to the winner</source>
        <translation>{flag} gjelder bare vinneren</translation>
    </message>
    <message>
        <source>the winning tile {code} is a bonus tile</source>
        <translation>vinnerbrikken {code} er en bonusbrikke</translation>
    </message>
    <message>
        <source>robbing a kong: the robbed player held the other three {code}, so the hand can hold only one, not {copies}</source>
        <translation>rane en kong: spilleren som ble ranet, hadde de tre andre {code}, så hånden kan bare ha én, ikke {copies}</translation>
    </message>
    <message>
        <source>heaven&apos;s blessing is East&apos;s: the dealer wins with the dealt hand</source>
        <translation>himmelsk velsignelse tilhører Øst: giveren vinner med den utdelte hånden</translation>
    </message>
    <message>
        <source>heaven&apos;s blessing: East wins with the fourteen dealt tiles, so nothing is exposed and the winning tile comes from the wall</source>
        <translation>himmelsk velsignelse: Øst vinner med de fjorten utdelte brikkene, så ingenting ligger på bordet og vinnerbrikken kommer fra muren</translation>
    </message>
    <message>
        <source>earth&apos;s blessing is for a player other than East, winning on East&apos;s first discard</source>
        <translation>jordisk velsignelse gjelder en annen spiller enn Øst, som vinner på Østs første kastede brikke</translation>
    </message>
    <message>
        <source>earth&apos;s blessing: the winning tile is East&apos;s first discard, claimed, and nothing else is exposed</source>
        <translation>jordisk velsignelse: vinnerbrikken er Østs første kastede brikke, tatt av vinneren, og ingenting annet ligger på bordet</translation>
    </message>
    <message>
        <source>the hand is not complete: {tiles} cannot be split into {sets} sets and a pair</source>
        <translation>hånden er ikke komplett: {tiles} kan ikke deles opp i {sets} kombinasjoner og et par</translation>
    </message>
    <message>
        <source>the hand is not complete: {tiles} cannot be split into {sets} sets and a pair with at most {chows} chow(s) in the hand</source>
        <translation>hånden er ikke ferdig: {tiles} kan ikke deles i {sets} kombinasjoner og et par med høyst {chows} Tjao i hånden</translation>
    </message>
    <message>
        <source>the waits are those of a winner&apos;s hand, before its winning tile, which must be among the concealed tiles</source>
        <translation>hva hånden venter på, gjelder en vinners hånd før vinnerbrikken, som må være blant brikkene på hånden</translation>
    </message>
    <message>
        <source>a winning hand needs 14 tiles (a kong counts as 3); this one has {size}</source>
        <translation>en vinnende hånd trenger 14 brikker (en kong teller som 3); denne har {size}</translation>
    </message>
    <message>
        <source>{code}: the hand and the tiles seen elsewhere hold {n} copies; there are only {copies}</source>
        <translation>{code}: hånden og brikkene som ses ellers på bordet har {n} eksemplarer; det finnes bare {copies}</translation>
    </message>
    <message>
        <source>only a Ponjan game records who discarded the winning tile and who was tenpai</source>
        <translation>bare et Ponjan-parti lagrer hvem som kastet vinnerbrikken og hvem som var tenpai</translation>
    </message>
    <message>
        <source>a penalty has no tiles, scores, winner, winning tile, flags or seen tiles</source>
        <translation>en straff har ingen brikker, poeng, vinner, vinnerbrikke, spesielle situasjoner eller sette brikker</translation>
    </message>
    <message>
        <source>a penalty must be a whole number of points from 1 to {most}, not {amount}</source>
        <translation>en straff må være et helt antall poeng fra 1 til {most}, ikke {amount}</translation>
    </message>
    <message>
        <source>a penalty of {amount} cannot be shared: every one of {payers} paying every one of {payees} the same, it must be a multiple of {step} ({lower} or {higher})</source>
        <translation>en straff på {amount} kan ikke deles: når hver av {payers} betaler hver av {payees} like mye, må den være et multiplum av {step} ({lower} eller {higher})</translation>
    </message>
    <message>
        <source>{name} is {want_payers} paying {want_payees}; this penalty has {payers} paying {payees}</source>
        <translation>{name} betales av {want_payers} til {want_payees}; denne straffen har {payers} som betaler {payees}</translation>
    </message>
    <message>
        <source>a hand that did not win holds at most 13 tiles (a kong counts as 3); this one has {size}</source>
        <translation>en hånd som ikke vant, har høyst 13 brikker (en kong teller som 3); denne har {size}</translation>
    </message>
    <message>
        <source>&apos;{win}&apos;: the winning tile must be one tile</source>
        <translation>&apos;{win}&apos;: vinnerbrikken må være én enkelt brikke</translation>
    </message>
    <message>
        <source>{player}: {detail}</source>
        <translation>{player}: {detail}</translation>
    </message>
    <message>
        <source>hand {number}: {reason}</source>
        <translation>hånd {number}: {reason}</translation>
    </message>
    <message>
        <source>the winning tile &apos;{tile}&apos; must be exactly one tile</source>
        <translation>vinnerbrikken &apos;{tile}&apos; må være nøyaktig én brikke</translation>
    </message>
    <message>
        <source>a drawn hand has no winning tile and no flags</source>
        <translation>en uavgjort hånd har verken vinnerbrikke eller flagg</translation>
    </message>
    <message>
        <source>the winner&apos;s hand needs its winning tile</source>
        <translation>vinnerens hånd trenger vinnerbrikken sin</translation>
    </message>
    <message>
        <source>give either the tiles or a typed score for each player</source>
        <translation>oppgi enten brikkene eller innskrevne poeng for hver spiller</translation>
    </message>
    <message>
        <source>the hand is not complete: {tiles} cannot be split into {sets} sets and a pair nor into a special hand of this rule set</source>
        <translation>hånden er ikke ferdig: {tiles} kan ikke deles i {sets} kombinasjoner og et par og er heller ikke en av disse reglenes spesielle hender</translation>
    </message>
    <message>
        <source>the hand is not complete: {tiles} cannot be split into {sets} sets and a pair with at most {chows} chow(s) in the hand nor into a special hand of this rule set</source>
        <translation>hånden er ikke ferdig: {tiles} kan ikke deles i {sets} kombinasjoner og et par med høyst {chows} Tjao i hånden og er heller ikke en av disse reglenes spesielle hender</translation>
    </message>
    <message>
        <source>a note has at most {characters} characters</source>
        <translation>et notat har høyst {characters} tegn</translation>
    </message>
    <message>
        <source>every player&apos;s name must be a text</source>
        <translation>hver spillers navn må være en tekst</translation>
    </message>
    <message>
        <source>every player needs a name</source>
        <translation>hver spiller trenger et navn</translation>
    </message>
    <message>
        <source>two players have the same name</source>
        <translation>to spillere har samme navn</translation>
    </message>
    <message>
        <source>a game lasts 1 to 4 rounds of prevailing wind</source>
        <translation>et parti varer 1 til 4 runder, én for hver vind</translation>
    </message>
    <message>
        <source>the game is over: no hand can follow the last round</source>
        <translation>partiet er slutt: ingen hånd kan følge etter den siste runden</translation>
    </message>
    <message>
        <source>a game has at most {hands} hands</source>
        <translation>et parti har høyst {hands} hender</translation>
    </message>
    <message>
        <source>there is no hand {number}</source>
        <translation>det finnes ingen hånd {number}</translation>
    </message>
    <message>
        <source>{tile}: the hands hold {count} copies ({where}); the game has only {copies}</source>
        <translation>{tile}: hendene har {count} eksemplarer ({where}); spillet har bare {copies}</translation>
    </message>
    <message>
        <source>the seen tiles are at most {characters} characters</source>
        <translation>de sette brikkene er høyst {characters} tegn</translation>
    </message>
    <message>
        <source>{tile}: the hands ({where}) and the tiles seen on the table hold {count} copies; the game has only {copies}</source>
        <translation>{tile}: hendene ({where}) og brikkene som er sett på bordet har {count} eksemplarer; spillet har bare {copies}</translation>
    </message>
    <message>
        <source>seen tiles: {tile} is a bonus tile; only playing tiles count as seen</source>
        <translation>sette brikker: {tile} er en bonusbrikke; bare spillebrikker teller som sett</translation>
    </message>
    <message>
        <source>a penalty needs a player who pays it</source>
        <translation>en straff trenger en spiller som betaler den</translation>
    </message>
    <message>
        <source>a penalty needs a player who receives it</source>
        <translation>en straff trenger en spiller som får den</translation>
    </message>
    <message>
        <source>a player cannot pay a penalty to himself</source>
        <translation>en spiller kan ikke betale en straff til seg selv</translation>
    </message>
    <message>
        <source>&apos;{offence}&apos; is not a penalty of the rule set (its penalties: {known})</source>
        <translation>&apos;{offence}&apos; er ikke en straff i regelsettet (dets straffer: {known})</translation>
    </message>
    <message>
        <source>{name} needs more players than the game has</source>
        <translation>{name} krever flere spillere enn spillet har</translation>
    </message>
    <message>
        <source>a penalty names a player twice</source>
        <translation>en straff nevner en spiller to ganger</translation>
    </message>
    <message>
        <source>a penalty of {amount} cannot be shared: every one of {payers} paying every one of {payees} the same, it must be a multiple of {step}</source>
        <translation>en straff på {amount} kan ikke deles: når hver av {payers} betaler hver av {payees} like mye, må den være et multiplum av {step}</translation>
    </message>
    <message>
        <source>a penalty names player {player}; the game has players 0 to {last}</source>
        <translation>en straff nevner spiller {player}; spillet har spillerne 0 til {last}</translation>
    </message>
    <message>
        <source>&apos;{token}&apos; is not a set: a stolen set is three identical tiles such as (000r)</source>
        <translation>&apos;{token}&apos; er ikke et sett: et stjålet sett er tre like brikker, som (000r)</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: Ponjan has no kongs; a stolen set is three identical tiles such as (000r)</source>
        <translation>&apos;{token}&apos;: Ponjan har ingen kong; et stjålet sett er tre like brikker, som (000r)</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: Ponjan has no exposed pairs; a stolen set is three identical tiles such as (000r)</source>
        <translation>&apos;{token}&apos;: Ponjan har ingen par på bordet; et stjålet sett er tre like brikker, som (000r)</translation>
    </message>
    <message>
        <source>&apos;{token}&apos; is not a set: Ponjan has no chows; a stolen set is three identical tiles such as (000r)</source>
        <translation>&apos;{token}&apos; er ikke et sett: Ponjan har ingen tjao; et stjålet sett er tre like brikker, som (000r)</translation>
    </message>
    <message>
        <source>the hand is empty</source>
        <translation>hånden er tom</translation>
    </message>
    <message>
        <source>a Ponjan hand has at most {most} stolen sets (a player with 2 tiles or fewer in hand cannot steal); this one has {n}</source>
        <translation>en Ponjan-hånd har høyst {most} stjålne sett (en spiller med 2 brikker eller færre på hånden kan ikke stjele); denne har {n}</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: cannot read &apos;{rest}&apos; (Ponjan tiles are written {codes})</source>
        <translation>&apos;{token}&apos;: kan ikke lese &apos;{rest}&apos; (Ponjans brikker skrives {codes})</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: the digits &apos;{digits}&apos; have no colour letter after them ({letters})</source>
        <translation>&apos;{token}&apos;: sifrene &apos;{digits}&apos; har ingen fargebokstav etter seg ({letters})</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: &apos;{letter}&apos; is not a Ponjan colour letter ({letters})</source>
        <translation>&apos;{token}&apos;: &apos;{letter}&apos; er ingen fargebokstav i Ponjan ({letters})</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: square brackets mark a concealed kong, and Ponjan has no kongs</source>
        <translation>&apos;{token}&apos;: hakeparenteser markerer en skjult kong, og Ponjan har ingen kong</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: Ponjan has no bonus tiles (its tiles are {codes})</source>
        <translation>&apos;{token}&apos;: Ponjan har ingen bonusbrikker (brikkene er {codes})</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: {code} is a classical mahjong tile, not a Ponjan tile (Ponjan tiles are {codes})</source>
        <translation>&apos;{token}&apos;: {code} er en brikke i klassisk mahjong, ikke i Ponjan (Ponjans brikker er {codes})</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: a group opened with &apos;(&apos; must end with &apos;)&apos; and hold a set, with no spaces</source>
        <translation>&apos;{token}&apos;: en gruppe som åpnes med &apos;(&apos; må slutte med &apos;)&apos; og inneholde et sett, uten mellomrom</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: brackets must stand around a whole set, such as (000r)</source>
        <translation>&apos;{token}&apos;: parenteser skal stå rundt et helt sett, som (000r)</translation>
    </message>
    <message>
        <source>a winning Ponjan hand has 9 tiles (3 sets of three identical tiles, a stolen set counting 3); this one has {size}</source>
        <translation>en vinnende Ponjan-hånd har 9 brikker (3 sett med tre like brikker, et stjålet sett teller 3); denne har {size}</translation>
    </message>
    <message>
        <source>the hand is not complete: it must be 3 sets of three identical tiles (Ponjan has no pairs, chows or kongs), and it holds {odd}</source>
        <translation>hånden er ikke ferdig: den må være 3 sett med tre like brikker (Ponjan har ingen par, tjao eller kong), og den har {odd}</translation>
    </message>
    <message>
        <source>Ponjan is played by three: the seat is E (the boss), S or W, not {seat}</source>
        <translation>Ponjan spilles av tre: plassen er E (bossen), S eller W, ikke {seat}</translation>
    </message>
    <message>
        <source>Ponjan has no kongs and no bonus tiles, so no loose tile: the winning tile comes from the wall or a discard</source>
        <translation>Ponjan har ingen kong og ingen bonusbrikker, altså ingen løs brikke: vinnerbrikken kommer fra muren eller en kastet brikke</translation>
    </message>
    <message>
        <source>Ponjan has no kongs to rob: the winning tile comes from the wall or a discard</source>
        <translation>Ponjan har ingen kong å rane: vinnerbrikken kommer fra muren eller en kastet brikke</translation>
    </message>
    <message>
        <source>&apos;{source}&apos; is not a source of the winning tile in Ponjan (one of {known})</source>
        <translation>&apos;{source}&apos; er ikke et opphav for vinnerbrikken i Ponjan (ett av {known})</translation>
    </message>
    <message>
        <source>give exactly one of points (a whole number) or limit (a part of the limit, such as 0.5)</source>
        <translation>oppgi nøyaktig én av points (et heltall) eller limit (en del av maksgrensen, for eksempel 0.5)</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {most}</source>
        <translation>må være et heltall fra 1 til {most}</translation>
    </message>
    <message>
        <source>must be 1, 2 or 3 (how many players pay it together)</source>
        <translation>må være 1, 2 eller 3 (hvor mange spillere som betaler den sammen)</translation>
    </message>
    <message>
        <source>must be 1, 2, 3 or &quot;{others}&quot; (every player who does not pay)</source>
        <translation>må være 1, 2, 3 eller &quot;{others}&quot; (hver spiller som ikke betaler)</translation>
    </message>
    <message>
        <source>{payers} paying {payees} makes more than four players</source>
        <translation>{payers} som betaler {payees} blir flere enn fire spillere</translation>
    </message>
    <message>
        <source>unknown key in a penalty (expected one of {keys})</source>
        <translation>ukjent nøkkel i en straff (ventet én av {keys})</translation>
    </message>
    <message>
        <source>missing, or not a text</source>
        <translation>mangler, eller er ikke en tekst</translation>
    </message>
    <message>
        <source>must be a text of at most 200 characters</source>
        <translation>må være en tekst på høyst 200 tegn</translation>
    </message>
    <message>
        <source>must be a part of the limit, more than 0 and at most 1 (0.5: half the limit)</source>
        <translation>må være en del av maksgrensen, mer enn 0 og høyst 1 (0.5: halve maksgrensen)</translation>
    </message>
    <message>
        <source>a penalty of a part of the limit needs a rule set with a limit</source>
        <translation>en straff som er en del av maksgrensen krever et regelsett med maksgrense</translation>
    </message>
    <message>
        <source>must be a text of at most 20000 characters</source>
        <translation>må være en tekst på høyst 20000 tegn</translation>
    </message>
    <message>
        <source>Ippatsu needs Reach: it is a win before the next discard after a Reach (002:50-51)</source>
        <translation>Ippatsu krever Reach: det er en seier før neste kast etter en Reach (002:50-51)</translation>
    </message>
    <message>
        <source>the winning tile {code} is not among the concealed tiles; write it outside the brackets (the set it completes is never a stolen set)</source>
        <translation>vinnerbrikken {code} er ikke blant de skjulte brikkene; skriv den utenfor parentesene (settet den fullfører, er aldri stjålet)</translation>
    </message>
    <message>
        <source>&apos;{flag}&apos; means nothing in Ponjan (its flags are reach and ippatsu)</source>
        <translation>&apos;{flag}&apos; betyr ingenting i Ponjan (spesialsituasjonene er reach og ippatsu)</translation>
    </message>
    <message>
        <source>a hand won on a discard needs at least one combination (002:21), and this one has none; it cannot be won</source>
        <translation>en hånd som vinnes på en kastet brikke, trenger minst én kombinasjon (002:21), og denne har ingen; den kan ikke vinnes</translation>
    </message>
    <message>
        <source>Ponjan is for exactly {players} players, not {n}</source>
        <translation>Ponjan spilles av nøyaktig {players} spillere, ikke {n}</translation>
    </message>
    <message>
        <source>a Ponjan game is settled by its own payments: the convention is &apos;{convention}&apos;, not &apos;{given}&apos;</source>
        <translation>et Ponjan-parti gjøres opp med sine egne betalinger: oppgjørsmåten er &apos;{convention}&apos;, ikke &apos;{given}&apos;</translation>
    </message>
    <message>
        <source>a Ponjan game has no East double (a paying boss pays like anyone else)</source>
        <translation>et Ponjan-parti har ingen dobbel betaling for Øst (en boss som betaler, betaler som alle andre)</translation>
    </message>
    <message>
        <source>a Ponjan game has no limit</source>
        <translation>et Ponjan-parti har ikke noe maksimum</translation>
    </message>
    <message>
        <source>a Ponjan match lasts 1 to 4 rounds (a round is one boss&apos;s term)</source>
        <translation>et Ponjan-parti varer 1 til 4 runder (en runde er én bossperiode)</translation>
    </message>
    <message>
        <source>a Ponjan game has no penalties (the game knows none)</source>
        <translation>et Ponjan-parti har ingen straffer (spillet kjenner ingen)</translation>
    </message>
    <message>
        <source>a hand needs an entry for each of the {players} players, not {n}</source>
        <translation>en hånd trenger en oppføring for hver av de {players} spillerne, ikke {n}</translation>
    </message>
    <message>
        <source>the winner&apos;s tiles are needed: Ponjan scores the winner&apos;s hand</source>
        <translation>vinnerens brikker trengs: Ponjan gir poeng for vinnerens hånd</translation>
    </message>
    <message>
        <source>the winner</source>
        <translation>vinneren</translation>
    </message>
    <message>
        <source>the discarder</source>
        <translation>den som kastet brikken</translation>
    </message>
    <message>
        <source>{what} must be one of the {players} players</source>
        <translation>{what} må være en av de {players} spillerne</translation>
    </message>
    <message>
        <source>a Ponjan hand is entered with the winner&apos;s tiles, not a typed score</source>
        <translation>en Ponjan-hånd oppgis med vinnerens brikker, ikke med innskrevne poeng</translation>
    </message>
    <message>
        <source>only the winner&apos;s tiles are entered in Ponjan (the other players&apos; hands are not scored)</source>
        <translation>i Ponjan oppgis bare vinnerens brikker (de andre spillernes hender telles ikke)</translation>
    </message>
    <message>
        <source>the tenpai player</source>
        <translation>tenpai-spilleren</translation>
    </message>
    <message>
        <source>tenpai counts only when the deck ran out (a drawn hand)</source>
        <translation>tenpai teller bare når muren var tom (en uavgjort hånd)</translation>
    </message>
    <message>
        <source>a win needs the winner&apos;s tiles and the winning tile</source>
        <translation>en seier trenger vinnerens brikker og vinnerbrikken</translation>
    </message>
    <message>
        <source>give the tiles of each of the {players} players</source>
        <translation>oppgi brikkene til hver av de {players} spillerne</translation>
    </message>
    <message>
        <source>a drawn hand has no winner&apos;s tiles, winning tile, discarder or flags; give who was tenpai</source>
        <translation>en uavgjort hånd har verken vinnerens brikker, vinnerbrikke, noen som kastet den eller flagg; oppgi hvem som var tenpai</translation>
    </message>
    <message>
        <source>a self-drawn win has no discarder</source>
        <translation>en selvtrukket seier har ingen som kastet brikken</translation>
    </message>
    <message>
        <source>a win on a discard needs the player who discarded: the discarder alone pays</source>
        <translation>en seier på en kastet brikke trenger spilleren som kastet den: den som kastet, betaler alene</translation>
    </message>
    <message>
        <source>player {number} holds {size} tiles; a holding between turns has {holding}</source>
        <translation>spiller {number} har {size} brikker; en hånd mellom trekkene har {holding}</translation>
    </message>
    <message>
        <source>a match lasts at least one round</source>
        <translation>et parti varer minst én runde</translation>
    </message>
    <message>
        <source>the match is over: no hand can follow the last round</source>
        <translation>partiet er slutt: ingen hånd kan følge etter den siste runden</translation>
    </message>
    <message>
        <source>the winner cannot have discarded the winning tile</source>
        <translation>vinneren kan ikke ha kastet vinnerbrikken</translation>
    </message>
    <message>
        <source>the winner cannot have discarded his own winning tile</source>
        <translation>vinneren kan ikke ha kastet sin egen vinnerbrikke</translation>
    </message>
    <message>
        <source>{hands}, {count} penalties</source>
        <translation>{hands}, {count} straffer</translation>
    </message>
    <message>
        <source>{path}: no such database file</source>
        <translation>{path}: databasefilen finnes ikke</translation>
    </message>
    <message>
        <source>a game</source>
        <translation>et parti</translation>
    </message>
    <message>
        <source>{origin}: two players of one game would count as the same person ({players}); check --same</source>
        <translation>{origin}: to spillere i samme parti ville telle som samme person ({players}); sjekk --same</translation>
    </message>
    <message>
        <source>1 hand</source>
        <translation>1 hånd</translation>
    </message>
    <message>
        <source>{count} hands</source>
        <translation>{count} hender</translation>
    </message>
    <message>
        <source>{hands}, 1 penalty</source>
        <translation>{hands}, 1 straff</translation>
    </message>
    <message>
        <source>{option} &apos;{text}&apos;: give a date as YYYY-MM-DD</source>
        <translation>{option} &apos;{text}&apos;: oppgi en dato som ÅÅÅÅ-MM-DD</translation>
    </message>
    <message>
        <source>--same &apos;{item}&apos;: write NAME=OTHER, e.g. Bo=Bosse</source>
        <translation>--same &apos;{item}&apos;: skriv NAVN=ANNET, f.eks. Bo=Bosse</translation>
    </message>
    <message>
        <source>{origin}: hand {number} no longer scores under the game&apos;s rules ({problem}); it counts as 0 until it is edited</source>
        <translation>{origin}: hånd {number} kan ikke lenger regnes ut etter partiets regler ({problem}); den teller som 0 til den blir endret</translation>
    </message>
    <message>
        <source>{origin} ({hands})</source>
        <translation>{origin} ({hands})</translation>
    </message>
    <message>
        <source>&apos;{title}&apos; was given {count} times ({where}); it counts once</source>
        <translation>&apos;{title}&apos; ble gitt {count} ganger ({where}); det teller én gang</translation>
    </message>
    <message>
        <source>&apos;{title}&apos;: the copies differ ({where}); {origin} counts</source>
        <translation>&apos;{title}&apos;: kopiene er ulike ({where}); {origin} teller</translation>
    </message>
    <message>
        <source>{path}: {error}</source>
        <translation>{path}: {error}</translation>
    </message>
    <message>
        <source>{origin}: left out, a {kind} game (a season counts classical games only, yet)</source>
        <translation>{origin}: utelatt, et {kind}-parti (en sesong teller foreløpig bare klassiske partier)</translation>
    </message>
    <message>
        <source>{origin}: left out, it has no date</source>
        <translation>{origin}: utelatt, det mangler dato</translation>
    </message>
    <message>
        <source>{origin}: left out, {error}</source>
        <translation>{origin}: utelatt, {error}</translation>
    </message>
    <message>
        <source>only a game that was stored (and has an id) can be restored</source>
        <translation>bare et parti som er lagret (og har en id) kan gjenopprettes</translation>
    </message>
    <message>
        <source>the stored JSON cannot be read</source>
        <translation>den lagrede JSON-teksten kan ikke leses</translation>
    </message>
    <message>
        <source>this change would leave hand {number} invalid: {reason}</source>
        <translation>denne endringen ville gjøre hånd {number} ugyldig: {reason}</translation>
    </message>
    <message>
        <source>a {kind} game is kept with its own rules: only a classical game can be rescored under other rules</source>
        <translation>et {kind}-parti beholder sine egne regler: bare et klassisk parti kan regnes om etter andre regler</translation>
    </message>
    <message>
        <source>these rules are for {kind}: a classical game can only be rescored under classical rules</source>
        <translation>disse reglene er for {kind}: et klassisk parti kan bare regnes om etter klassiske regler</translation>
    </message>
    <message>
        <source>the game is marked finished; reopen it to record more hands</source>
        <translation>partiet er merket som avsluttet; åpne det igjen for å registrere flere hender</translation>
    </message>
    <message>
        <source>under these rules hand {number} cannot be scored: {reason}</source>
        <translation>etter disse reglene kan hånd {number} ikke regnes ut: {reason}</translation>
    </message>
    <message>
        <source>{path}: cannot write the file ({reason}); nothing was written</source>
        <translation>{path}: kan ikke skrive filen ({reason}); ingenting ble skrevet</translation>
    </message>
    <message>
        <source>{path}: cannot write the file ({folder}: no such folder); nothing was written</source>
        <translation>{path}: kan ikke skrive filen ({folder}: mappen finnes ikke); ingenting ble skrevet</translation>
    </message>
    <message>
        <source>{path}: is a folder, not a file; nothing was written</source>
        <translation>{path}: er en mappe, ikke en fil; ingenting ble skrevet</translation>
    </message>
    <message>
        <source>{path}: not a regular file (a pipe, a device or a socket); it was left as it is and nothing was written</source>
        <translation>{path}: ikke en vanlig fil (et rør, en enhet eller en sokkel); den ble latt være som den var, og ingenting ble skrevet</translation>
    </message>
    <message>
        <source>{path}: is the same file as the input {source}; writing it would replace that input, so nothing was written</source>
        <translation>{path}: er den samme filen som inndataene {source}; å skrive den ville erstatte dem, så ingenting ble skrevet</translation>
    </message>
    <message>
        <source>{name} is in an exposed set or a kong: the winning tile is one of the concealed tiles (right-click the set to make it concealed).</source>
        <translation>{name} ligger i et åpent sett eller en kong: vinnerbrikken er en av de skjulte brikkene (høyreklikk settet for å gjøre det skjult).</translation>
    </message>
    <message>
        <source>{player} has a typed score, which counts: clear it (untick Score) to enter tiles.</source>
        <translation>{player} har en skrevet poengsum, som gjelder: fjern den (fjern haken ved Poeng) for å legge inn brikker.</translation>
    </message>
    <message>
        <source>Correct the text first (or clear it); a click would replace it.</source>
        <translation>Rett teksten først (eller tøm den); et klikk ville erstatte den.</translation>
    </message>
    <message>
        <source>{name} ({code}) is not a tile of the {tile_set} tile set.</source>
        <translation>{name} ({code}) finnes ikke i brikkesettet {tile_set}.</translation>
    </message>
    <message>
        <source>A chow is three tiles in a row of one suit; {name} ({code}) cannot be part of one.</source>
        <translation>En tjao er tre brikker etter hverandre i én serie; {name} ({code}) kan ikke være med i en.</translation>
    </message>
    <message>
        <source>A chow is added by its lowest tile, so {code} cannot start one; click {start} for {chow}.</source>
        <translation>En tjao legges til med den laveste brikken, så {code} kan ikke starte en; klikk {start} for {chow}.</translation>
    </message>
    <message>
        <source>Not added: a hand holds at most {most} tiles (a kong counts as 3).</source>
        <translation>Ikke lagt til: en hånd har høyst {most} brikker (en kong teller som 3).</translation>
    </message>
    <message>
        <source>A pair is always concealed; right-click it to remove it.</source>
        <translation>Et par er alltid på hånden; høyreklikk det for å fjerne det.</translation>
    </message>
    <message>
        <source>There is no tile {code}.</source>
        <translation>Det finnes ingen brikke {code}.</translation>
    </message>
    <message>
        <source>Not added: {reason}.</source>
        <translation>Ikke lagt til: {reason}.</translation>
    </message>
    <message>
        <source>Not added: there are only {copies} of {name} and the other hands hold {other}.</source>
        <translation>Ikke lagt til: det finnes bare {copies} av {name}, og de andre hendene har {other}.</translation>
    </message>
    <message>
        <source>Put the typed hand right first: {reason}</source>
        <translation>Rett først den skrevne hånden: {reason}</translation>
    </message>
    <message>
        <source>A winning Ponjan hand has 9 tiles; this one has {count}</source>
        <translation>En vinnende Ponjan-hånd har 9 brikker; denne har {count}</translation>
    </message>
    <message>
        <source>There are only {copies} copies of {name}</source>
        <translation>Det finnes bare {copies} eksemplarer av {name}</translation>
    </message>
    <message>
        <source>A Ponjan hand has at most two stolen sets</source>
        <translation>En Ponjan-hånd har høyst to stjålne sett</translation>
    </message>
    <message>
        <source>{path}: {key}: {message}</source>
        <translation>{path}: {key}: {message}</translation>
    </message>
    <message>
        <source>{path}: {message}</source>
        <translation>{path}: {message}</translation>
    </message>
    <message>
        <source>{path}, line {line}: {key}: {message}</source>
        <translation>{path}, linje {line}: {key}: {message}</translation>
    </message>
    <message>
        <source>{path}, line {line}: {message}</source>
        <translation>{path}, linje {line}: {message}</translation>
    </message>
    <message>
        <source>a {type}</source>
        <translation>en {type}</translation>
    </message>
    <message>
        <source>a value</source>
        <translation>en verdi</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true eller false</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>en tabell</translation>
    </message>
    <message>
        <source>a share between 0 and 1, such as 0.5</source>
        <translation>en andel mellom 0 og 1, for eksempel 0.5</translation>
    </message>
    <message>
        <source>a number of about {digits} digits</source>
        <translation>et tall med omkring {digits} sifre</translation>
    </message>
    <message>
        <source>a decimal number</source>
        <translation>et desimaltall</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>en liste</translation>
    </message>
    <message>
        <source>a whole number from {lo} to {hi}</source>
        <translation>et heltall fra {lo} til {hi}</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>en tekst</translation>
    </message>
    <message>
        <source>one of {values}</source>
        <translation>én av {values}</translation>
    </message>
    <message>
        <source>{wants} or null</source>
        <translation>{wants} eller null</translation>
    </message>
    <message>
        <source>a list of at most {count} items, each {wants}</source>
        <translation>en liste med høyst {count} elementer, hvert {wants}</translation>
    </message>
    <message>
        <source>{first}, or {second}</source>
        <translation>{first}, eller {second}</translation>
    </message>
    <message>
        <source>a number of {digits} digits</source>
        <translation>et tall med {digits} sifre</translation>
    </message>
    <message>
        <source>expected {wants}, not {value}</source>
        <translation>ventet {wants}, ikke {value}</translation>
    </message>
    <message>
        <source>a text of at most {count} characters</source>
        <translation>en tekst på høyst {count} tegn</translation>
    </message>
    <message>
        <source>too long: {count} characters (at most {most})</source>
        <translation>for lang: {count} tegn (høyst {most})</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>kan ikke være tom</translation>
    </message>
    <message>
        <source>holds a lone surrogate (such as \ud800), which is not a character: not a text</source>
        <translation>inneholder et ensomt surrogat (for eksempel \ud800), som ikke er et tegn: ikke en tekst</translation>
    </message>
    <message>
        <source>expected {least} to {most} items, not {count}</source>
        <translation>ventet {least} til {most} elementer, ikke {count}</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>mangler</translation>
    </message>
    <message>
        <source>unknown key (expected one of {keys})</source>
        <translation>ukjent nøkkel (ventet én av {keys})</translation>
    </message>
    <message>
        <source>the file is too large for a rule set ({count} characters; at most {most})</source>
        <translation>filen er for stor for et regelsett ({count} tegn; høyst {most})</translation>
    </message>
    <message>
        <source>not valid TOML: {error}</source>
        <translation>ikke gyldig TOML: {error}</translation>
    </message>
    <message>
        <source>not a usable TOML file: values nested too deeply</source>
        <translation>ikke en brukbar TOML-fil: verdiene er nøstet for dypt</translation>
    </message>
    <message>
        <source>not a usable TOML file: a number too long</source>
        <translation>ikke en brukbar TOML-fil: et for langt tall</translation>
    </message>
    <message>
        <source>penalty {number}: {key}</source>
        <translation>straff {number}: {key}</translation>
    </message>
    <message>
        <source>{where}: {message}</source>
        <translation>{where}: {message}</translation>
    </message>
    <message>
        <source>rule {number}: {key}</source>
        <translation>regel {number}: {key}</translation>
    </message>
    <message>
        <source>no such rule set; the built-in ones are {ids}</source>
        <translation>intet slikt regelsett; de innebygde er {ids}</translation>
    </message>
    <message>
        <source>unknown game {game} (one of {games})</source>
        <translation>ukjent spill {game} (ett av {games})</translation>
    </message>
    <message>
        <source>a rule set for {game}, not for classical mahjong: its games are kept with its own rules (mahjong-score game, the desktop program)</source>
        <translation>et regelsett for {game}, ikke for klassisk mahjong: partiene føres med egne regler (mahjong-score game, skrivebordsprogrammet)</translation>
    </message>
    <message>
        <source>a rule set with limit hands needs a limit</source>
        <translation>et regelsett med makshender trenger en maksgrense</translation>
    </message>
    <message>
        <source>unknown condition &apos;{condition}&apos; (known: {known})</source>
        <translation>ukjent betingelse &apos;{condition}&apos; (kjente: {known})</translation>
    </message>
    <message>
        <source>give exactly one of points, doubles or limit = true</source>
        <translation>oppgi nøyaktig én av points, doubles eller limit = true</translation>
    </message>
    <message>
        <source>a limit hand applies to the winner (applies = &quot;winner&quot;); only a share of the limit may apply to a loser</source>
        <translation>en makshånd gjelder vinneren (applies = &quot;winner&quot;); bare en andel av maksgrensen kan gjelde en taper</translation>
    </message>
    <message>
        <source>only a doubles rule can be a special hand (special, keeps)</source>
        <translation>bare en regel med doblinger kan være en spesiell hånd (special, keeps)</translation>
    </message>
    <message>
        <source>keeps names the doubles a special hand keeps: give special = true</source>
        <translation>keeps nevner doblingene en spesiell hånd beholder: oppgi special = true</translation>
    </message>
    <message>
        <source>cannot read the file ({reason})</source>
        <translation>kan ikke lese filen ({reason})</translation>
    </message>
    <message>
        <source>the file is too large for a rule set</source>
        <translation>filen er for stor for et regelsett</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>filen er ikke UTF-8-tekst</translation>
    </message>
    <message>
        <source>rule id &apos;{id}&apos; is used twice</source>
        <translation>regel-id &apos;{id}&apos; brukes to ganger</translation>
    </message>
    <message>
        <source>penalty id &apos;{id}&apos; is used twice</source>
        <translation>straff-id &apos;{id}&apos; brukes to ganger</translation>
    </message>
    <message>
        <source>rule = {rule} names no rule of this set that a winner can score</source>
        <translation>rule = {rule} nevner ingen regel i dette settet som en vinner kan få</translation>
    </message>
    <message>
        <source>condition &apos;{condition}&apos; takes no parameter &apos;{name}&apos; (it takes: {known})</source>
        <translation>betingelsen &apos;{condition}&apos; tar ingen parameter &apos;{name}&apos; (den tar: {known})</translation>
    </message>
    <message>
        <source>{name} = {value} is not one of {values}</source>
        <translation>{name} = {value} er ikke én av {values}</translation>
    </message>
    <message>
        <source>keeps = &apos;{kept}&apos; names no doubles rule of this set (a special hand keeps the doubles of other rules)</source>
        <translation>keeps = &apos;{kept}&apos; nevner ingen doblingsregel i dette settet (en spesiell hånd beholder andre reglers doblinger)</translation>
    </message>
    <message>
        <source>{path}: a Ponjan rule set: house rule files are made of classical rule sets</source>
        <translation>{path}: et Ponjan-regelsett: husregelfiler lages av klassiske regelsett</translation>
    </message>
    <message>
        <source>{path} has no rule &apos;{rule}&apos; (its rules and their ids: mahjong-score rules {path})</source>
        <translation>{path} har ingen regel &apos;{rule}&apos; (reglene og deres id: mahjong-score rules {path})</translation>
    </message>
    <message>
        <source>id &apos;{id}&apos; is a built-in rule set&apos;s: give the house rules an id of their own</source>
        <translation>id &apos;{id}&apos; tilhører et innebygd regelsett: gi husreglene en egen id</translation>
    </message>
    <message>
        <source>&apos;{item}&apos;: write each change as KEY=VALUE, such as points=4</source>
        <translation>&apos;{item}&apos;: skriv hver endring som KEY=VALUE, for eksempel points=4</translation>
    </message>
    <message>
        <source>&apos;{item}&apos;: {key} is given twice</source>
        <translation>&apos;{item}&apos;: {key} er oppgitt to ganger</translation>
    </message>
    <message>
        <source>give at least one KEY=VALUE ({keys})</source>
        <translation>oppgi minst én KEY=VALUE ({keys})</translation>
    </message>
    <message>
        <source>give one of points, doubles or limit: a rule has one value</source>
        <translation>oppgi én av points, doubles eller limit: en regel har én verdi</translation>
    </message>
    <message>
        <source>give one of points or limit: a penalty has one amount</source>
        <translation>oppgi én av points eller limit: en straff har ett beløp</translation>
    </message>
    <message>
        <source>{path} has no penalty &apos;{penalty}&apos; (its penalties and their ids: mahjong-score rules {path})</source>
        <translation>{path} har ingen straff &apos;{penalty}&apos; (straffene og deres id: mahjong-score rules {path})</translation>
    </message>
    <message>
        <source>a rule&apos;s {key} is not changed here (one of: {keys})</source>
        <translation>en regels {key} endres ikke her (én av: {keys})</translation>
    </message>
    <message>
        <source>a penalty&apos;s {key} is not changed here (one of: {keys})</source>
        <translation>en straffs {key} endres ikke her (én av: {keys})</translation>
    </message>
    <message>
        <source>{key} is not a key of the file that is changed here (one of: {keys}, or rotation.KEY, settlement.KEY; a rule&apos;s values: rules set FILE RULE_ID KEY=VALUE)</source>
        <translation>{key} er ikke en nøkkel i filen som endres her (én av: {keys}, eller rotation.KEY, settlement.KEY; en regels verdier: rules set FILE RULE_ID KEY=VALUE)</translation>
    </message>
    <message>
        <source>characters are 1m-9m</source>
        <translation>tekken er 1m-9m</translation>
    </message>
    <message>
        <source>dots are 1p-9p</source>
        <translation>ringer er 1p-9p</translation>
    </message>
    <message>
        <source>bamboo is 1s-9s</source>
        <translation>bambus er 1s-9s</translation>
    </message>
    <message>
        <source>honours are 1z-7z</source>
        <translation>honører er 1z-7z</translation>
    </message>
    <message>
        <source>flowers are 1f-4f</source>
        <translation>blomster er 1f-4f</translation>
    </message>
    <message>
        <source>seasons are 1y-4y</source>
        <translation>årstider er 1y-4y</translation>
    </message>
    <message>
        <source>second-colour seasons are 1g-4g</source>
        <translation>årstider i andre farge er 1g-4g</translation>
    </message>
    <message>
        <source>animal tiles are 1a-8a</source>
        <translation>dyrebrikker er 1a-8a</translation>
    </message>
    <message>
        <source>red tiles are 0r and 1r</source>
        <translation>røde brikker er 0r og 1r</translation>
    </message>
    <message>
        <source>blue tiles are 0b and 1b</source>
        <translation>blå brikker er 0b og 1b</translation>
    </message>
    <message>
        <source>yellow tiles are 0k and 1k</source>
        <translation>gule brikker er 0k og 1k</translation>
    </message>
    <message>
        <source>white tiles are 0w-3w</source>
        <translation>hvite brikker er 0w-3w</translation>
    </message>
    <message>
        <source>dragon tiles are 0d and 1d</source>
        <translation>dragebrikker er 0d og 1d</translation>
    </message>
</context>
<context>
    <name>honours</name>
    <message>
        <source>Wd</source>
        <translation>Hd</translation>
    </message>
    <message>
        <source>Gd</source>
        <translation>Gd</translation>
    </message>
    <message>
        <source>Rd</source>
        <translation>Rd</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Exposed pung of 2-8</source>
        <translation>Pong på bordet i 2-ere til 8-ere</translation>
    </message>
    <message>
        <source>Exposed pung of terminals or honours</source>
        <translation>Pong på bordet i 1-ere, 9-ere eller honører</translation>
    </message>
    <message>
        <source>Concealed pung of 2-8</source>
        <translation>Pong på hånden i 2-ere til 8-ere</translation>
    </message>
    <message>
        <source>Concealed pung of terminals or honours</source>
        <translation>Pong på hånden i 1-ere, 9-ere eller honører</translation>
    </message>
    <message>
        <source>Exposed kong of 2-8</source>
        <translation>Kong på bordet i 2-ere til 8-ere</translation>
    </message>
    <message>
        <source>Exposed kong of terminals or honours</source>
        <translation>Kong på bordet i 1-ere, 9-ere eller honører</translation>
    </message>
    <message>
        <source>Concealed kong of 2-8</source>
        <translation>Kong på hånden i 2-ere til 8-ere</translation>
    </message>
    <message>
        <source>Concealed kong of terminals or honours</source>
        <translation>Kong på hånden i 1-ere, 9-ere eller honører</translation>
    </message>
    <message>
        <source>Pung or kong of dragons</source>
        <translation>Pong eller Kong i drager</translation>
    </message>
    <message>
        <source>Pung or kong of own wind</source>
        <translation>Pong eller Kong i egen vind</translation>
    </message>
    <message>
        <source>Pung or kong of the round wind</source>
        <translation>Pong eller Kong i rundens vind</translation>
    </message>
    <message>
        <source>Pair of own wind</source>
        <translation>Par i egen vind</translation>
    </message>
    <message>
        <source>Pair of the round wind</source>
        <translation>Par i rundens vind</translation>
    </message>
    <message>
        <source>Pair of dragons</source>
        <translation>Par i drager</translation>
    </message>
    <message>
        <source>Flower or season</source>
        <translation>Blomst eller årstid</translation>
    </message>
    <message>
        <source>Own flower and own season</source>
        <translation>Egen blomst og egen årstid</translation>
    </message>
    <message>
        <source>All four flowers</source>
        <translation>Alle 4 blomstene</translation>
    </message>
    <message>
        <source>All four seasons</source>
        <translation>Alle 4 årstidene</translation>
    </message>
    <message>
        <source>Three concealed pungs</source>
        <translation>Tre Pong på hånden</translation>
    </message>
    <message>
        <source>Little three dragons</source>
        <translation>Små tre drager</translation>
    </message>
    <message>
        <source>Big three dragons</source>
        <translation>Store tre drager</translation>
    </message>
    <message>
        <source>Little four joys</source>
        <translation>Små fire gleder</translation>
    </message>
    <message>
        <source>Big four joys</source>
        <translation>Store fire gleder</translation>
    </message>
    <message>
        <source>Mah-jong</source>
        <translation>Mah-Jong</translation>
    </message>
    <message>
        <source>Last tile completes a pair of 2-8</source>
        <translation>Siste brikke fullfører et par i 2-ere til 8-ere</translation>
    </message>
    <message>
        <source>Last tile completes a pair of terminals or honours</source>
        <translation>Siste brikke fullfører et par i 1-ere, 9-ere eller honører</translation>
    </message>
    <message>
        <source>Only possible tile</source>
        <translation>Eneste mulige brikke</translation>
    </message>
    <message>
        <source>Last tile drawn, not discarded</source>
        <translation>Siste brikke trukket, ikke kastet</translation>
    </message>
    <message>
        <source>Zero point hand</source>
        <translation>Hånd uten poeng</translation>
    </message>
    <message>
        <source>No chow</source>
        <translation>Ingen Tjao</translation>
    </message>
    <message>
        <source>Only concealed sets</source>
        <translation>Bare kombinasjoner på hånden</translation>
    </message>
    <message>
        <source>One suit with honours</source>
        <translation>Én serie med honører</translation>
    </message>
    <message>
        <source>Only terminals and honours</source>
        <translation>Bare 1-ere, 9-ere og honører</translation>
    </message>
    <message>
        <source>One suit only</source>
        <translation>Utelukkende én serie</translation>
    </message>
    <message>
        <source>Last tile a loose tile</source>
        <translation>Siste brikke en løs brikke</translation>
    </message>
    <message>
        <source>Last tile of the wall</source>
        <translation>Murens siste brikke</translation>
    </message>
    <message>
        <source>Last discard of the wall</source>
        <translation>Murens siste kastede brikke</translation>
    </message>
    <message>
        <source>Robbing a kong</source>
        <translation>Rane en Kong</translation>
    </message>
    <message>
        <source>Original call</source>
        <translation>Venter fra utdelingen</translation>
    </message>
    <message>
        <source>Concealed one suit</source>
        <translation>Én serie, alt på hånden</translation>
    </message>
    <message>
        <source>Only honours</source>
        <translation>Bare honører</translation>
    </message>
    <message>
        <source>Hidden treasure</source>
        <translation>Skjult skatt</translation>
    </message>
    <message>
        <source>Heads and tails</source>
        <translation>Hode og hale</translation>
    </message>
    <message>
        <source>Four kongs</source>
        <translation>Fire Kong</translation>
    </message>
    <message>
        <source>Three great scholars</source>
        <translation>Tre store lærde</translation>
    </message>
    <message>
        <source>Four blessings</source>
        <translation>Fire velsignelser</translation>
    </message>
    <message>
        <source>Imperial jade</source>
        <translation>Keiserlig jade</translation>
    </message>
    <message>
        <source>Plum blossom on the roof</source>
        <translation>Plommeblomst på taket</translation>
    </message>
    <message>
        <source>Moon from the bottom of the sea</source>
        <translation>Månen fra havets bunn</translation>
    </message>
    <message>
        <source>Scratching a carrying pole</source>
        <translation>Klø en bærestang</translation>
    </message>
    <message>
        <source>Kong upon kong</source>
        <translation>Kong på Kong</translation>
    </message>
    <message>
        <source>Heaven&apos;s blessing</source>
        <translation>Himmelsk velsignelse</translation>
    </message>
    <message>
        <source>Earth&apos;s blessing</source>
        <translation>Jordisk velsignelse</translation>
    </message>
    <message>
        <source>East wins nine times in a row</source>
        <translation>Øst vinner ni ganger på rad</translation>
    </message>
    <message>
        <source>Nine gates</source>
        <translation>Ni porter</translation>
    </message>
    <message>
        <source>Thirteen orphans</source>
        <translation>Tretten foreldreløse</translation>
    </message>
    <message>
        <source>Squirming snake</source>
        <translation>Buktende slange</translation>
    </message>
    <message>
        <source>Exposed pung of minor tiles</source>
        <translation>Pong på bordet i små brikker</translation>
    </message>
    <message>
        <source>Concealed pung of minor tiles</source>
        <translation>Pong på hånden i små brikker</translation>
    </message>
    <message>
        <source>Exposed pung of major tiles</source>
        <translation>Pong på bordet i store brikker</translation>
    </message>
    <message>
        <source>Concealed pung of major tiles</source>
        <translation>Pong på hånden i store brikker</translation>
    </message>
    <message>
        <source>Exposed kong of minor tiles</source>
        <translation>Kong på bordet i små brikker</translation>
    </message>
    <message>
        <source>Concealed kong of minor tiles</source>
        <translation>Kong på hånden i små brikker</translation>
    </message>
    <message>
        <source>Exposed kong of major tiles</source>
        <translation>Kong på bordet i store brikker</translation>
    </message>
    <message>
        <source>Concealed kong of major tiles</source>
        <translation>Kong på hånden i store brikker</translation>
    </message>
    <message>
        <source>Pair of the prevailing wind</source>
        <translation>Par i rundens vind</translation>
    </message>
    <message>
        <source>Winning tile drawn from the wall</source>
        <translation>Vinnerbrikken trukket fra muren</translation>
    </message>
    <message>
        <source>Fishing the eyes (minor pair)</source>
        <translation>Fiske øynene (par i små brikker)</translation>
    </message>
    <message>
        <source>Fishing the eyes (major pair)</source>
        <translation>Fiske øynene (par i store brikker)</translation>
    </message>
    <message>
        <source>Set of dragons</source>
        <translation>Kombinasjon i drager</translation>
    </message>
    <message>
        <source>Set of own wind</source>
        <translation>Kombinasjon i egen vind</translation>
    </message>
    <message>
        <source>Set of the prevailing wind</source>
        <translation>Kombinasjon i rundens vind</translation>
    </message>
    <message>
        <source>No-score hand (four chows and a pair that scores nothing)</source>
        <translation>Hånd uten poeng (fire Tjao og et par uten poeng)</translation>
    </message>
    <message>
        <source>No chow (birds singing in harmony)</source>
        <translation>Ingen Tjao (fugler som synger i harmoni)</translation>
    </message>
    <message>
        <source>Concealed to the end, last tile included</source>
        <translation>Skjult til slutten, også siste brikke</translation>
    </message>
    <message>
        <source>Clear suit</source>
        <translation>Ren serie</translation>
    </message>
    <message>
        <source>Major tiles only</source>
        <translation>Bare store brikker</translation>
    </message>
    <message>
        <source>Honours only</source>
        <translation>Bare honører</translation>
    </message>
    <message>
        <source>Winning on a loose tile</source>
        <translation>Mah-Jong på en løs brikke</translation>
    </message>
    <message>
        <source>Winning on the last tile of the wall</source>
        <translation>Mah-Jong på murens siste brikke</translation>
    </message>
    <message>
        <source>Winning on the last discard</source>
        <translation>Mah-Jong på den siste kastede brikken</translation>
    </message>
    <message>
        <source>Heaven&apos;s Blessing</source>
        <translation>Himmelsk velsignelse</translation>
    </message>
    <message>
        <source>Earth&apos;s Blessing</source>
        <translation>Jordisk velsignelse</translation>
    </message>
    <message>
        <source>Plum Blossom on the Roof</source>
        <translation>Plommeblomst på taket</translation>
    </message>
    <message>
        <source>Moon from the Bottom of the Sea</source>
        <translation>Månen fra havets bunn</translation>
    </message>
    <message>
        <source>Scratching a Carrying Pole</source>
        <translation>Klø en bærestang</translation>
    </message>
    <message>
        <source>Kong upon Kong</source>
        <translation>Kong på Kong</translation>
    </message>
    <message>
        <source>Fourfold Plenty</source>
        <translation>Firedobbel overflod</translation>
    </message>
    <message>
        <source>Buried Treasure</source>
        <translation>Begravd skatt</translation>
    </message>
    <message>
        <source>Three Great Scholars</source>
        <translation>Tre store lærde</translation>
    </message>
    <message>
        <source>Four Blessings o&apos;er the Door</source>
        <translation>Fire velsignelser over døren</translation>
    </message>
    <message>
        <source>All Honours</source>
        <translation>Bare honører</translation>
    </message>
    <message>
        <source>Heads and Tails</source>
        <translation>Hode og hale</translation>
    </message>
    <message>
        <source>Imperial Jade</source>
        <translation>Keiserlig jade</translation>
    </message>
    <message>
        <source>Nine Gates</source>
        <translation>Ni porter</translation>
    </message>
    <message>
        <source>Wriggling Snake</source>
        <translation>Buktende slange</translation>
    </message>
    <message>
        <source>Standard Mah Jongg</source>
        <translation>Vanlig Mah-Jong</translation>
    </message>
    <message>
        <source>Gates of Heaven</source>
        <translation>Himmelens porter</translation>
    </message>
    <message>
        <source>Triple Knitting</source>
        <translation>Trippelstrikking</translation>
    </message>
    <message>
        <source>Knitting</source>
        <translation>Strikking</translation>
    </message>
    <message>
        <source>All pair honors</source>
        <translation>Alle par honører</translation>
    </message>
    <message>
        <source>The 13 Unique Wonders</source>
        <translation>De 13 unike undre</translation>
    </message>
    <message>
        <source>Pung/Kong of Dragons</source>
        <translation>Pong/Kong i drager</translation>
    </message>
    <message>
        <source>Pung/Kong of Own Wind</source>
        <translation>Pong/Kong i egen vind</translation>
    </message>
    <message>
        <source>Pung/Kong of Round Wind</source>
        <translation>Pong/Kong i rundens vind</translation>
    </message>
    <message>
        <source>Exposed Kong</source>
        <translation>Kong på bordet</translation>
    </message>
    <message>
        <source>Exposed Kong of Terminals or Honors</source>
        <translation>Kong på bordet i 1-ere, 9-ere eller honører</translation>
    </message>
    <message>
        <source>Exposed Pung</source>
        <translation>Pong på bordet</translation>
    </message>
    <message>
        <source>Exposed Pung of Terminals or Honors</source>
        <translation>Pong på bordet i 1-ere, 9-ere eller honører</translation>
    </message>
    <message>
        <source>Concealed Kong</source>
        <translation>Kong på hånden</translation>
    </message>
    <message>
        <source>Concealed Kong of Terminals or Honors</source>
        <translation>Kong på hånden i 1-ere, 9-ere eller honører</translation>
    </message>
    <message>
        <source>Concealed Pung</source>
        <translation>Pong på hånden</translation>
    </message>
    <message>
        <source>Concealed Pung of Terminals or Honors</source>
        <translation>Pong på hånden i 1-ere, 9-ere eller honører</translation>
    </message>
    <message>
        <source>Pair of Own Wind</source>
        <translation>Par i egen vind</translation>
    </message>
    <message>
        <source>Pair of Round Wind</source>
        <translation>Par i rundens vind</translation>
    </message>
    <message>
        <source>Pair of Dragons</source>
        <translation>Par i drager</translation>
    </message>
    <message>
        <source>Flower</source>
        <translation>Blomst</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Årstid</translation>
    </message>
    <message>
        <source>Own Flower</source>
        <translation>Egen blomst</translation>
    </message>
    <message>
        <source>Own Season</source>
        <translation>Egen årstid</translation>
    </message>
    <message>
        <source>All Flowers</source>
        <translation>Alle blomster</translation>
    </message>
    <message>
        <source>All Seasons</source>
        <translation>Alle årstider</translation>
    </message>
    <message>
        <source>Last Tile is Last Tile of Wall</source>
        <translation>Siste brikke er murens siste brikke</translation>
    </message>
    <message>
        <source>Last Tile is Last Tile of Wall Discarded</source>
        <translation>Siste brikke er murens siste brikke, kastet</translation>
    </message>
    <message>
        <source>Robbing the Kong</source>
        <translation>Rane Kongen</translation>
    </message>
    <message>
        <source>Twofold Fortune</source>
        <translation>Dobbel lykke</translation>
    </message>
    <message>
        <source>Blessing of Heaven</source>
        <translation>Himmelens velsignelse</translation>
    </message>
    <message>
        <source>Blessing of Earth</source>
        <translation>Jordens velsignelse</translation>
    </message>
    <message>
        <source>Won with Last Tile Taken from Wall</source>
        <translation>Vunnet med siste brikke fra muren</translation>
    </message>
    <message>
        <source>No Chow</source>
        <translation>Ingen Tjao</translation>
    </message>
    <message>
        <source>Only Concealed Melds</source>
        <translation>Bare kombinasjoner på hånden</translation>
    </message>
    <message>
        <source>Only Terminals and Honors</source>
        <translation>Bare 1-ere, 9-ere og honører</translation>
    </message>
    <message>
        <source>Only Honors</source>
        <translation>Bare honører</translation>
    </message>
    <message>
        <source>Four Blessings Hovering over the Door</source>
        <translation>Fire velsignelser som svever over døren</translation>
    </message>
    <message>
        <source>Gathering the Plum Blossom from the Roof</source>
        <translation>Plukke plommeblomst fra taket</translation>
    </message>
    <message>
        <source>Plucking the Moon from the Bottom of the Sea</source>
        <translation>Plukke månen fra havets bunn</translation>
    </message>
    <message>
        <source>Original Call</source>
        <translation>Venter fra utdelingen</translation>
    </message>
    <message>
        <source>Going Mah-Jong</source>
        <translation>Mah-Jong</translation>
    </message>
    <message>
        <source>Winning Tile from the Wall</source>
        <translation>Vinnerbrikken fra muren</translation>
    </message>
    <message>
        <source>Exposed Pung of Minor Tiles</source>
        <translation>Pong på bordet i lave brikker</translation>
    </message>
    <message>
        <source>Exposed Pung of Major Tiles</source>
        <translation>Pong på bordet i høye brikker</translation>
    </message>
    <message>
        <source>Concealed Pung of Minor Tiles</source>
        <translation>Pong på hånden i lave brikker</translation>
    </message>
    <message>
        <source>Concealed Pung of Major Tiles</source>
        <translation>Pong på hånden i høye brikker</translation>
    </message>
    <message>
        <source>Exposed Kong of Minor Tiles</source>
        <translation>Kong på bordet i lave brikker</translation>
    </message>
    <message>
        <source>Exposed Kong of Major Tiles</source>
        <translation>Kong på bordet i høye brikker</translation>
    </message>
    <message>
        <source>Concealed Kong of Minor Tiles</source>
        <translation>Kong på hånden i lave brikker</translation>
    </message>
    <message>
        <source>Concealed Kong of Major Tiles</source>
        <translation>Kong på hånden i høye brikker</translation>
    </message>
    <message>
        <source>Pair of the Prevailing Wind</source>
        <translation>Par i rådende vind</translation>
    </message>
    <message>
        <source>Pung or Kong of Dragons</source>
        <translation>Pong eller kong i drager</translation>
    </message>
    <message>
        <source>Pung or Kong of Own Wind</source>
        <translation>Pong eller kong i egen vind</translation>
    </message>
    <message>
        <source>Pung or Kong of the Prevailing Wind</source>
        <translation>Pong eller kong i rådende vind</translation>
    </message>
    <message>
        <source>Bouquet of Flowers</source>
        <translation>Bukett av blomster</translation>
    </message>
    <message>
        <source>Bouquet of Seasons</source>
        <translation>Bukett av årstider</translation>
    </message>
    <message>
        <source>No Chows</source>
        <translation>Ingen Tjao</translation>
    </message>
    <message>
        <source>One Suit with Honours</source>
        <translation>Én farge med honører</translation>
    </message>
    <message>
        <source>Ones and Nines with Honours</source>
        <translation>1-ere og 9-ere med honører</translation>
    </message>
    <message>
        <source>Concealed Hand</source>
        <translation>Skjult hånd</translation>
    </message>
    <message>
        <source>Mah-Jong with a Loose Tile</source>
        <translation>Mah-Jong på en løs brikke</translation>
    </message>
    <message>
        <source>Mah-Jong with the Last Tile of the Wall</source>
        <translation>Mah-Jong på murens siste brikke</translation>
    </message>
    <message>
        <source>Mah-Jong with the Final Discard</source>
        <translation>Mah-Jong på siste kast</translation>
    </message>
    <message>
        <source>Purity</source>
        <translation>Renhet</translation>
    </message>
    <message>
        <source>All Pair Honours</source>
        <translation>Alle par honører</translation>
    </message>
    <message>
        <source>The Thirteen Unique Wonders</source>
        <translation>De tretten unike undre</translation>
    </message>
    <message>
        <source>The Gates of Heaven</source>
        <translation>Himmelens porter</translation>
    </message>
    <message>
        <source>The Wriggling Snake</source>
        <translation>Den buktende slangen</translation>
    </message>
    <message>
        <source>All Winds and Dragons</source>
        <translation>Alle vinder og drager</translation>
    </message>
    <message>
        <source>Fishing for Knitting</source>
        <translation>Venter på Strikking</translation>
    </message>
    <message>
        <source>Fishing for Triple Knitting</source>
        <translation>Venter på Trippelstrikking</translation>
    </message>
    <message>
        <source>Fishing for All Pair Honours</source>
        <translation>Venter på Alle par honører</translation>
    </message>
    <message>
        <source>Fishing for Imperial Jade</source>
        <translation>Venter på Keiserlig jade</translation>
    </message>
    <message>
        <source>Fishing for The Thirteen Unique Wonders</source>
        <translation>Venter på De tretten unike undre</translation>
    </message>
    <message>
        <source>Fishing for The Gates of Heaven</source>
        <translation>Venter på Himmelens porter</translation>
    </message>
    <message>
        <source>Fishing for The Wriggling Snake</source>
        <translation>Venter på Den buktende slangen</translation>
    </message>
    <message>
        <source>Fishing for All Winds and Dragons</source>
        <translation>Venter på Alle vinder og drager</translation>
    </message>
    <message>
        <source>Fishing for Heads and Tails</source>
        <translation>Venter på Hode og hale</translation>
    </message>
    <message>
        <source>Fishing for Fourfold Plenty</source>
        <translation>Venter på Firedobbel overflod</translation>
    </message>
    <message>
        <source>Fishing for Three Great Scholars</source>
        <translation>Venter på Tre store lærde</translation>
    </message>
    <message>
        <source>Fishing for Four Blessings Hovering over the Door</source>
        <translation>Venter på Fire velsignelser som svever over døren</translation>
    </message>
    <message>
        <source>Fishing for Buried Treasure</source>
        <translation>Venter på Begravd skatt</translation>
    </message>
    <message>
        <source>Fishing for Purity</source>
        <translation>Venter på Renhet</translation>
    </message>
    <message>
        <source>Calling for Only Honors</source>
        <translation>Venter på Bare honører</translation>
    </message>
    <message>
        <source>Calling for Wriggling Snake</source>
        <translation>Venter på Buktende slange</translation>
    </message>
    <message>
        <source>Calling for Triple Knitting</source>
        <translation>Venter på Trippelstrikking</translation>
    </message>
    <message>
        <source>Calling for Gates of Heaven</source>
        <translation>Venter på Himmelens porter</translation>
    </message>
    <message>
        <source>Calling for Knitting</source>
        <translation>Venter på Strikking</translation>
    </message>
    <message>
        <source>Calling for Imperial Jade</source>
        <translation>Venter på Keiserlig jade</translation>
    </message>
    <message>
        <source>Calling for The 13 Unique Wonders</source>
        <translation>Venter på De 13 unike undre</translation>
    </message>
    <message>
        <source>Calling for Three Great Scholars</source>
        <translation>Venter på Tre store lærde</translation>
    </message>
    <message>
        <source>Calling for All pair honors</source>
        <translation>Venter på Alle par honører</translation>
    </message>
    <message>
        <source>Calling for Heads and Tails</source>
        <translation>Venter på Hode og hale</translation>
    </message>
    <message>
        <source>Calling for Four Blessings Hovering over the Door</source>
        <translation>Venter på Fire velsignelser som svever over døren</translation>
    </message>
    <message>
        <source>Calling for Buried Treasure</source>
        <translation>Venter på Begravd skatt</translation>
    </message>
    <message>
        <source>Calling for Fourfold Plenty</source>
        <translation>Venter på Firedobbel overflod</translation>
    </message>
    <message>
        <source>Calling for Purity</source>
        <translation>Venter på Renhet</translation>
    </message>
    <message>
        <source>False Naming of Discard, Claimed for Mah Jongg and False Declaration of Mah Jongg</source>
        <translation>Feil navngitt avkast tatt for mah-jong og falskt erklært mah-jong</translation>
    </message>
    <message>
        <source>False Naming of Discard, Claimed for Chow/Pung/Kong</source>
        <translation>Feil navngitt avkast tatt for tjao/pong/kong</translation>
    </message>
    <message>
        <source>False Declaration of Mah Jongg by One Player</source>
        <translation>Falskt erklært mah-jong av én spiller</translation>
    </message>
    <message>
        <source>Concealed Clear Suit</source>
        <translation>Ren serie på hånden</translation>
    </message>
    <message>
        <source>Thirteen Unique Wonders</source>
        <translation>Tretten unike undre</translation>
    </message>
    <message>
        <source>East&apos;s 13th consecutive win</source>
        <translation>Østs 13. seier på rad</translation>
    </message>
    <message>
        <source>Exposed pung of honours, 1s or 9s</source>
        <translation>Pong på bordet i honører, 1-ere og 9-ere</translation>
    </message>
    <message>
        <source>Concealed pung of honours, 1s or 9s</source>
        <translation>Pong på hånden i honører, 1-ere og 9-ere</translation>
    </message>
    <message>
        <source>Exposed kong of honours, 1s or 9s</source>
        <translation>Kong på bordet i honører, 1-ere og 9-ere</translation>
    </message>
    <message>
        <source>Concealed kong of honours, 1s or 9s</source>
        <translation>Kong på hånden i honører, 1-ere og 9-ere</translation>
    </message>
    <message>
        <source>Pair of dragons, own wind or prevailing wind</source>
        <translation>Par i drager, egen vind eller rundens vind</translation>
    </message>
    <message>
        <source>Last tile drawn from the wall</source>
        <translation>Siste brikke trukket fra muren</translation>
    </message>
    <message>
        <source>Last tile from the dead wall (loose tile)</source>
        <translation>Siste brikke trukket fra ruinen</translation>
    </message>
    <message>
        <source>Worthless hand (four chows and a pair without value)</source>
        <translation>Verdiløs hånd (4 Tjao + et par uten verdi)</translation>
    </message>
    <message>
        <source>Pung or kong of the prevailing wind</source>
        <translation>Pong eller Kong i rundens vind</translation>
    </message>
    <message>
        <source>Mah-jong on the last possible tile</source>
        <translation>Mah-Jong på den siste mulige brikken</translation>
    </message>
    <message>
        <source>Only pungs and kongs and a pair</source>
        <translation>Kun Pong og Kong samt et par</translation>
    </message>
    <message>
        <source>Only honours, 1s and 9s</source>
        <translation>Kun honører (drager, vinder, 1-ere og 9-ere)</translation>
    </message>
    <message>
        <source>One suit with winds and/or dragons</source>
        <translation>Kun én serie samt vinder og/eller drager</translation>
    </message>
    <message>
        <source>Pung, kong or pair of all four winds</source>
        <translation>Pong, Kong eller par i alle 4 vindene</translation>
    </message>
    <message>
        <source>Pung, kong or pair of all three dragons</source>
        <translation>Pong, Kong eller par i alle 3 dragene</translation>
    </message>
    <message>
        <source>The three great masters</source>
        <translation>De tre store mesterne</translation>
    </message>
    <message>
        <source>The four blessings</source>
        <translation>De fire velsignelsene</translation>
    </message>
    <message>
        <source>Big honour hand</source>
        <translation>Stor honørhånd</translation>
    </message>
    <message>
        <source>Head and tail</source>
        <translation>Hode og hale</translation>
    </message>
    <message>
        <source>The thirteen wonders</source>
        <translation>De tretten undre</translation>
    </message>
    <message>
        <source>Exposed pung of 1s, 9s or honours</source>
        <translation>Pong på bordet i 1-ere, 9-ere eller honører</translation>
    </message>
    <message>
        <source>Exposed kong of 1s, 9s or honours</source>
        <translation>Kong på bordet i 1-ere, 9-ere eller honører</translation>
    </message>
    <message>
        <source>Pair of dragons or own wind</source>
        <translation>Par i drager eller egen vind</translation>
    </message>
    <message>
        <source>Concealed pung of 1s, 9s or honours</source>
        <translation>Pong på hånden i 1-ere, 9-ere eller honører</translation>
    </message>
    <message>
        <source>Concealed kong of 1s, 9s or honours</source>
        <translation>Kong på hånden i 1-ere, 9-ere eller honører</translation>
    </message>
    <message>
        <source>Last tile from the loose tiles</source>
        <translation>Siste brikke fra de løse brikkene</translation>
    </message>
    <message>
        <source>Last tile from the wall</source>
        <translation>Siste brikke fra muren</translation>
    </message>
    <message>
        <source>Pung or kong of own wind or a dragon</source>
        <translation>Pong eller Kong i egen vind eller en drage</translation>
    </message>
    <message>
        <source>One suit plus honours</source>
        <translation>Én serie pluss honører</translation>
    </message>
    <message>
        <source>Season or special tile</source>
        <translation>Årstid eller dyrebrikke</translation>
    </message>
    <message>
        <source>Own season</source>
        <translation>Egen årstid</translation>
    </message>
    <message>
        <source>Pair of special tiles (hunter and catch)</source>
        <translation>Par av dyrebrikker (jeger og bytte)</translation>
    </message>
    <message>
        <source>All four seasons of one colour (f)</source>
        <translation>Alle 4 årstidene i én farge (f)</translation>
    </message>
    <message>
        <source>All four seasons of one colour (y)</source>
        <translation>Alle 4 årstidene i én farge (y)</translation>
    </message>
    <message>
        <source>The hidden treasure</source>
        <translation>Den skjulte skatten</translation>
    </message>
    <message>
        <source>All honors</source>
        <translation>Bare honører</translation>
    </message>
    <message>
        <source>Four large blessings</source>
        <translation>Fire store velsignelser</translation>
    </message>
    <message>
        <source>All kongs</source>
        <translation>Bare Kong</translation>
    </message>
    <message>
        <source>Nine united sons</source>
        <translation>Ni forente sønner</translation>
    </message>
    <message>
        <source>Thirteen unique wonders</source>
        <translation>Tretten unike undre</translation>
    </message>
    <message>
        <source>Heavenly peace</source>
        <translation>Himmelsk fred</translation>
    </message>
    <message>
        <source>Earthly peace</source>
        <translation>Jordisk fred</translation>
    </message>
    <message>
        <source>The heavenly twins</source>
        <translation>De himmelske tvillingene</translation>
    </message>
    <message>
        <source>Kong on kong</source>
        <translation>Kong på Kong</translation>
    </message>
    <message>
        <source>Exposed pung</source>
        <translation>Pong på bordet</translation>
    </message>
    <message>
        <source>Concealed pung</source>
        <translation>Pong på hånden</translation>
    </message>
    <message>
        <source>Exposed pung of 1s or 9s</source>
        <translation>Pong på bordet i 1-ere eller 9-ere</translation>
    </message>
    <message>
        <source>Concealed pung of 1s or 9s</source>
        <translation>Pong på hånden i 1-ere eller 9-ere</translation>
    </message>
    <message>
        <source>Exposed kong</source>
        <translation>Kong på bordet</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>Kong på hånden</translation>
    </message>
    <message>
        <source>Exposed kong of 1s or 9s</source>
        <translation>Kong på bordet i 1-ere eller 9-ere</translation>
    </message>
    <message>
        <source>Concealed kong of 1s or 9s</source>
        <translation>Kong på hånden i 1-ere eller 9-ere</translation>
    </message>
    <message>
        <source>Exposed pung or kong of dragons</source>
        <translation>Pong eller Kong på bordet i drager</translation>
    </message>
    <message>
        <source>Concealed pung or kong of dragons</source>
        <translation>Pong eller Kong på hånden i drager</translation>
    </message>
    <message>
        <source>Exposed pung or kong of the prevailing wind</source>
        <translation>Pong eller Kong på bordet i rundens vind</translation>
    </message>
    <message>
        <source>Concealed pung or kong of the prevailing wind</source>
        <translation>Pong eller Kong på hånden i rundens vind</translation>
    </message>
    <message>
        <source>Exposed pung or kong of own wind</source>
        <translation>Pong eller Kong på bordet i egen vind</translation>
    </message>
    <message>
        <source>Concealed pung or kong of own wind</source>
        <translation>Pong eller Kong på hånden i egen vind</translation>
    </message>
    <message>
        <source>Own flower or season</source>
        <translation>Egen blomst eller årstid</translation>
    </message>
    <message>
        <source>All Same Color</source>
        <translation>Alt i samme farge</translation>
    </message>
    <message>
        <source>All Same</source>
        <translation>Alt likt</translation>
    </message>
    <message>
        <source>All Same Id</source>
        <translation>Samme nummer overalt</translation>
    </message>
    <message>
        <source>One Color and Others</source>
        <translation>Én farge og andre</translation>
    </message>
    <message>
        <source>Three Color</source>
        <translation>Tre farger</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Reach</translation>
    </message>
    <message>
        <source>No Steals</source>
        <translation>Ingen tyverier</translation>
    </message>
    <message>
        <source>Complete With Draw</source>
        <translation>Ferdig med trekk</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>Ippatsu</translation>
    </message>
    <message>
        <source>Dragon set</source>
        <translation>Dragesett</translation>
    </message>
    <message>
        <source>Two Identical</source>
        <translation>To like</translation>
    </message>
</context>
<context>
    <name>rulesets</name>
    <message>
        <source>British (BMJA)</source>
        <translation>Britisk (BMJA)</translation>
    </message>
    <message>
        <source>The British Mah-Jong Association&apos;s rules as its own pages publish them: limit 1000, at most one chow in a winning hand, doubles for a clean hand (one suit with honours) and for going out on a loose tile, bouquets of two doubles that include the own tile, special hands whose bonus tiles are added and doubled on their own (All Pair Honours with two flowers: 500 + 16 = 516), Purity&apos;s three doubles on the tiles alone, and losers&apos; fishing values with their bonus tiles. No penalties.</source>
        <translation>British Mah-Jong Associations regler slik foreningens egne sider publiserer dem: grense 1000, høyst én Tjao i en vinnende hånd, dobler for en ren hånd (én farge med honører) og for å gå ut på en løs brikke, buketter på to dobler som omfatter den egne brikken, spesialhender der bonusbrikkene legges til og dobles for seg (Alle par honører med to blomster: 500 + 16 = 516), Renhetens tre dobler på brikkene alene, og tapernes verdier for ventende hender med bonusbrikkene sine. Ingen straffer.</translation>
    </message>
    <message>
        <source>British (BMJA as Kajongg scores it)</source>
        <translation>Britisk (BMJA slik Kajongg regner)</translation>
    </message>
    <message>
        <source>The British Mah-Jong Association&apos;s Classical Chinese rules as Kajongg defines them: limit 1000, at most one chow in a winning hand, half-limit hands (Knitting, Triple Knitting, All pair honours) used when worth more than the points, Gates of Heaven, Wriggling Snake, Buried Treasure, Purity, and losers&apos; &quot;Calling for ...&quot; scores.</source>
        <translation>British Mah-Jong Associations klassiske kinesiske regler slik Kajongg definerer dem: maksimum 1000, høyst én Tjao i en vinnende hånd, halvmaksimum-hender (Strikking, Trippelstrikking, Alle par honører) som gjelder når de er verdt mer enn poengene, Himmelens porter, Buktende slange, Begravd skatt, Renhet og tapernes poeng for &quot;Venter på ...&quot;.</translation>
    </message>
    <message>
        <source>German league (DMJL)</source>
        <translation>Tysk liga (DMJL)</translation>
    </message>
    <message>
        <source>The German Mah-Jongg league&apos;s rules as Kajongg defines them: points for sets, pairs and bonus tiles, doubles for valuable sets and for the whole hand, winner-only points and doubles, limit 500 and eighteen limit hands.</source>
        <translation>Den tyske Mah-Jong-ligaens regler slik Kajongg definerer dem: poeng for kombinasjoner, par og blomster og årstider, doblinger for verdifulle kombinasjoner og for hele hånden, poeng og doblinger bare for vinneren, maksimum 500 og atten spesialkombinasjoner.</translation>
    </message>
    <message>
        <source>Millington classical (source 004)</source>
        <translation>Millington klassisk (kilde 004)</translation>
    </message>
    <message>
        <source>A. D. Millington&apos;s classical rules 112-117: base points for every hand, 10 for mah-jong, fishing the eyes and the only possible tile, doubles for every hand (little and big dragons and joys) and doubles for mah-jong only. Limit 1000 and the limit hands of rule 122.</source>
        <translation>A. D. Millingtons klassiske regler 112–117: grunnpoeng for hver hånd, 10 for Mah-Jong, å fiske øynene og eneste mulige brikke, doblinger for hver hånd (små og store drager og gleder) og doblinger bare ved Mah-Jong. Maksimum 1000 og spesialkombinasjonene i regel 122.</translation>
    </message>
    <message>
        <source>Norwegian (source 001)</source>
        <translation>Norsk (kilde 001)</translation>
    </message>
    <message>
        <source>Points for every hand, extra points and doubles for the winner only, limit 500 and seven limit hands. Terminals count with the honours (&quot;honører&quot;).</source>
        <translation>Poeng for hver hånd, ekstrapoeng og doblinger bare for vinneren, maksimum 500 og sju spesialkombinasjoner. 1-ere og 9-ere regnes med honørene.</translation>
    </message>
    <message>
        <source>Swedish (source 003)</source>
        <translation>Svensk (kilde 003)</translation>
    </message>
    <message>
        <source>The rules site&apos;s score tables (points and doubles for every hand, bonus points for the winner), limit 300 (switchable), its thirteen special hands, and the extra tiles: the seasons in two colours and the animal tiles.</source>
        <translation>Regelsidens poengtabeller (poeng og doblinger for alle hender, bonuspoeng for vinneren), maksimum 300 (kan slås av), de tretten spesielle hendene og ekstrabrikkene: årstidene i to farger og dyrebrikkene.</translation>
    </message>
    <message>
        <source>Swedish quick scoring (source 000)</source>
        <translation>Svensk hurtigtelling (kilde 000)</translation>
    </message>
    <message>
        <source>A short spec: 20 for mah-jong, points for pungs and kongs, doubles for dragon and wind pungs (two for concealed ones) and for the own flower or season. Only the winner scores; there is no limit.</source>
        <translation>En kort beskrivelse: 20 for Mah-Jong, poeng for pong og kong, doblinger for pong i drager og vinder (to for pong på hånden) og for egen blomst eller årstid. Bare vinneren får poeng; det er ikke noe maksimum.</translation>
    </message>
    <message>
        <source>Ponjan (source 002)</source>
        <translation>Ponjan (kilde 002)</translation>
    </message>
    <message>
        <source>Three players, 78 tiles of their own, hands of three sets of identical tiles and eleven combinations; the score is the game&apos;s formula x10, x15 when the boss wins. The discarder alone pays a discard win; both others pay a self-draw.</source>
        <translation>Tre spillere, 78 egne brikker, hender av tre sett med like brikker og elleve kombinasjoner; poengsummen er spillets formel x10, x15 når bossen vinner. Den som kastet, betaler alene en seier på kastet brikke; begge de andre betaler en seier fra muren.</translation>
    </message>
</context>
<context>
    <name>seats</name>
    <message>
        <source>E</source>
        <translation>Ø</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>W</source>
        <translation>V</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
</context>
<context>
    <name>situations</name>
    <message>
        <source>drawn from the wall</source>
        <translation>trukket fra muren</translation>
    </message>
    <message>
        <source>claimed from a discard</source>
        <translation>tatt fra en kastet brikke</translation>
    </message>
    <message>
        <source>a loose (replacement) tile</source>
        <translation>en løs brikke fra ruinen</translation>
    </message>
    <message>
        <source>the last tile of the wall</source>
        <translation>murens siste brikke</translation>
    </message>
    <message>
        <source>the loose tile after the last tile of the wall</source>
        <translation>den løse brikken etter murens siste brikke</translation>
    </message>
    <message>
        <source>the last discard</source>
        <translation>den siste kastede brikken</translation>
    </message>
    <message>
        <source>robbed from a kong</source>
        <translation>ranet fra en kong</translation>
    </message>
    <message>
        <source>original call</source>
        <translation>venter fra utdelingen</translation>
    </message>
    <message>
        <source>heaven&apos;s blessing</source>
        <translation>himmelsk velsignelse</translation>
    </message>
    <message>
        <source>earth&apos;s blessing</source>
        <translation>jordisk velsignelse</translation>
    </message>
    <message>
        <source>kong upon kong</source>
        <translation>kong på kong</translation>
    </message>
</context>
<context>
    <name>tiles</name>
    <message>
        <source>1 Characters</source>
        <translation>Tekken 1</translation>
    </message>
    <message>
        <source>2 Characters</source>
        <translation>Tekken 2</translation>
    </message>
    <message>
        <source>3 Characters</source>
        <translation>Tekken 3</translation>
    </message>
    <message>
        <source>4 Characters</source>
        <translation>Tekken 4</translation>
    </message>
    <message>
        <source>5 Characters</source>
        <translation>Tekken 5</translation>
    </message>
    <message>
        <source>6 Characters</source>
        <translation>Tekken 6</translation>
    </message>
    <message>
        <source>7 Characters</source>
        <translation>Tekken 7</translation>
    </message>
    <message>
        <source>8 Characters</source>
        <translation>Tekken 8</translation>
    </message>
    <message>
        <source>9 Characters</source>
        <translation>Tekken 9</translation>
    </message>
    <message>
        <source>1 Dots</source>
        <translation>Ringer 1</translation>
    </message>
    <message>
        <source>2 Dots</source>
        <translation>Ringer 2</translation>
    </message>
    <message>
        <source>3 Dots</source>
        <translation>Ringer 3</translation>
    </message>
    <message>
        <source>4 Dots</source>
        <translation>Ringer 4</translation>
    </message>
    <message>
        <source>5 Dots</source>
        <translation>Ringer 5</translation>
    </message>
    <message>
        <source>6 Dots</source>
        <translation>Ringer 6</translation>
    </message>
    <message>
        <source>7 Dots</source>
        <translation>Ringer 7</translation>
    </message>
    <message>
        <source>8 Dots</source>
        <translation>Ringer 8</translation>
    </message>
    <message>
        <source>9 Dots</source>
        <translation>Ringer 9</translation>
    </message>
    <message>
        <source>1 Bamboo</source>
        <translation>Bambus 1</translation>
    </message>
    <message>
        <source>2 Bamboo</source>
        <translation>Bambus 2</translation>
    </message>
    <message>
        <source>3 Bamboo</source>
        <translation>Bambus 3</translation>
    </message>
    <message>
        <source>4 Bamboo</source>
        <translation>Bambus 4</translation>
    </message>
    <message>
        <source>5 Bamboo</source>
        <translation>Bambus 5</translation>
    </message>
    <message>
        <source>6 Bamboo</source>
        <translation>Bambus 6</translation>
    </message>
    <message>
        <source>7 Bamboo</source>
        <translation>Bambus 7</translation>
    </message>
    <message>
        <source>8 Bamboo</source>
        <translation>Bambus 8</translation>
    </message>
    <message>
        <source>9 Bamboo</source>
        <translation>Bambus 9</translation>
    </message>
    <message>
        <source>East wind</source>
        <translation>Østavind</translation>
    </message>
    <message>
        <source>South wind</source>
        <translation>Søravind</translation>
    </message>
    <message>
        <source>West wind</source>
        <translation>Vestavind</translation>
    </message>
    <message>
        <source>North wind</source>
        <translation>Nordavind</translation>
    </message>
    <message>
        <source>White dragon</source>
        <translation>Hvit drage</translation>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>Grønn drage</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>Rød drage</translation>
    </message>
    <message>
        <source>Plum (flower 1)</source>
        <translation>Plomme (blomst 1)</translation>
    </message>
    <message>
        <source>Orchid (flower 2)</source>
        <translation>Orkidé (blomst 2)</translation>
    </message>
    <message>
        <source>Chrysanthemum (flower 3)</source>
        <translation>Krysantemum (blomst 3)</translation>
    </message>
    <message>
        <source>Bamboo flower (flower 4)</source>
        <translation>Bambus (blomst 4)</translation>
    </message>
    <message>
        <source>Spring (season 1)</source>
        <translation>Vår (årstid 1)</translation>
    </message>
    <message>
        <source>Summer (season 2)</source>
        <translation>Sommer (årstid 2)</translation>
    </message>
    <message>
        <source>Autumn (season 3)</source>
        <translation>Høst (årstid 3)</translation>
    </message>
    <message>
        <source>Winter (season 4)</source>
        <translation>Vinter (årstid 4)</translation>
    </message>
    <message>
        <source>Spring (third-colour season 1)</source>
        <translation>Vår (årstid i tredje farge 1)</translation>
    </message>
    <message>
        <source>Summer (third-colour season 2)</source>
        <translation>Sommer (årstid i tredje farge 2)</translation>
    </message>
    <message>
        <source>Autumn (third-colour season 3)</source>
        <translation>Høst (årstid i tredje farge 3)</translation>
    </message>
    <message>
        <source>Winter (third-colour season 4)</source>
        <translation>Vinter (årstid i tredje farge 4)</translation>
    </message>
    <message>
        <source>Fisherman (animal 1)</source>
        <translation>Fisker (dyr 1)</translation>
    </message>
    <message>
        <source>Fish (animal 2)</source>
        <translation>Fisk (dyr 2)</translation>
    </message>
    <message>
        <source>Cat (animal 3)</source>
        <translation>Katt (dyr 3)</translation>
    </message>
    <message>
        <source>Mouse (animal 4)</source>
        <translation>Mus (dyr 4)</translation>
    </message>
    <message>
        <source>Rooster (animal 5)</source>
        <translation>Hane (dyr 5)</translation>
    </message>
    <message>
        <source>Worm (animal 6)</source>
        <translation>Mark (dyr 6)</translation>
    </message>
    <message>
        <source>Owner (animal 7)</source>
        <translation>Eier (dyr 7)</translation>
    </message>
    <message>
        <source>Gold pot (animal 8)</source>
        <translation>Gullkrukke (dyr 8)</translation>
    </message>
    <message>
        <source>Red 0</source>
        <translation>Rød 0</translation>
    </message>
    <message>
        <source>Red 1</source>
        <translation>Rød 1</translation>
    </message>
    <message>
        <source>Blue 0</source>
        <translation>Blå 0</translation>
    </message>
    <message>
        <source>Blue 1</source>
        <translation>Blå 1</translation>
    </message>
    <message>
        <source>Yellow 0</source>
        <translation>Gul 0</translation>
    </message>
    <message>
        <source>Yellow 1</source>
        <translation>Gul 1</translation>
    </message>
    <message>
        <source>White 0</source>
        <translation>Hvit 0</translation>
    </message>
    <message>
        <source>White 1</source>
        <translation>Hvit 1</translation>
    </message>
    <message>
        <source>White 2</source>
        <translation>Hvit 2</translation>
    </message>
    <message>
        <source>White 3</source>
        <translation>Hvit 3</translation>
    </message>
    <message>
        <source>Dragon 0</source>
        <translation>Drage 0</translation>
    </message>
    <message>
        <source>Dragon 1</source>
        <translation>Drage 1</translation>
    </message>
</context>
<context>
    <name>winds</name>
    <message>
        <source>East</source>
        <translation>Øst</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sør</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Vest</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
</context>
</TS>
