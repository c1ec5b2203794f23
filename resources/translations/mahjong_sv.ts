<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE">
<context>
    <name>About</name>
    <message>
        <source>Scores mahjong hands under your house rules, keeps the score sheet and works out who pays whom.</source>
        <translation>Räknar poäng för mahjonghänder enligt era husregler, för poänglistan och räknar ut vem som betalar vem.</translation>
    </message>
    <message>
        <source>This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with no warranty.</source>
        <translation>Detta program är fri programvara: du kan sprida det vidare och/eller ändra det under villkoren i GNU General Public License, version 3 eller (om du så vill) någon senare version. Det lämnas utan garanti.</translation>
    </message>
    <message>
        <source>Built with Qt %1 and PySide6 %2 (Qt for Python), used under the GNU Lesser General Public License, version 3, with openpyxl (MIT licence) and Python %3.</source>
        <translation>Byggt med Qt %1 och PySide6 %2 (Qt for Python), som används under GNU Lesser General Public License, version 3, med openpyxl (MIT-licens) och Python %3.</translation>
    </message>
    <message>
        <source>The licence texts: the LICENSE file that comes with the program, and Help &gt; About Qt.</source>
        <translation>Licenstexterna: filen LICENSE som följer med programmet, och Hjälp &gt; Om Qt.</translation>
    </message>
    <message>
        <source>Mahjong Score Sheet</source>
        <translation>Mahjong – poänglista</translation>
    </message>
    <message>
        <source>About Mahjong Score Sheet</source>
        <translation>Om Mahjong – poänglista</translation>
    </message>
</context>
<context>
    <name>AddRuleDialog</name>
    <message>
        <source>Add a rule</source>
        <translation>Lägg till en regel</translation>
    </message>
    <message>
        <source>The condition&apos;s parameters</source>
        <translation>Villkorets parametrar</translation>
    </message>
    <message>
        <source>points</source>
        <translation>poäng</translation>
    </message>
    <message>
        <source>doubles</source>
        <translation>dubblingar</translation>
    </message>
    <message>
        <source>share of the limit</source>
        <translation>andel av maxgränsen</translation>
    </message>
    <message>
        <source>every player</source>
        <translation>varje spelare</translation>
    </message>
    <message>
        <source>the winner</source>
        <translation>vinnaren</translation>
    </message>
    <message>
        <source>the losers</source>
        <translation>förlorarna</translation>
    </message>
    <message>
        <source>house rules</source>
        <translation>husregler</translation>
    </message>
    <message>
        <source>&amp;Condition:</source>
        <translation>&amp;Villkor:</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Id:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Namn:</translation>
    </message>
    <message>
        <source>&amp;Kind of value:</source>
        <translation>&amp;Typ av värde:</translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation>Vä&amp;rde:</translation>
    </message>
    <message>
        <source>&amp;Applies to:</source>
        <translation>&amp;Gäller:</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Källa:</translation>
    </message>
    <message>
        <source>Add &amp;rule</source>
        <translation>&amp;Lägg till regel</translation>
    </message>
    <message>
        <source>%1 (required):</source>
        <translation>%1 (krävs):</translation>
    </message>
    <message>
        <source>values separated by commas</source>
        <translation>värden åtskilda med kommatecken</translation>
    </message>
    <message>
        <source>Give the rule an id (letters, digits and -).</source>
        <translation>Ge regeln ett id (bokstäver, siffror och -).</translation>
    </message>
    <message>
        <source>Give the rule a name.</source>
        <translation>Ge regeln ett namn.</translation>
    </message>
    <message>
        <source>The rule set has a rule &apos;%1&apos; already.</source>
        <translation>Regeluppsättningen har redan en regel &apos;%1&apos;.</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <source>Balance after each hand</source>
        <translation>Saldo efter varje hand</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>%1, hand %2: balance %3</source>
        <translation>%1, hand %2: saldo %3</translation>
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
        <translation>Värde</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Källa</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Brickor</translation>
    </message>
    <message>
        <source>rule id: %1</source>
        <translation>regel-id: %1</translation>
    </message>
    <message>
        <source>source: %1</source>
        <translation>källa: %1</translation>
    </message>
    <message>
        <source>applies %1 times</source>
        <translation>gäller %1 gånger</translation>
    </message>
    <message>
        <source>tiles: %1</source>
        <translation>brickor: %1</translation>
    </message>
</context>
<context>
    <name>BreakdownView</name>
    <message>
        <source>limit</source>
        <translation>maxpoäng</translation>
    </message>
    <message>
        <source>1 double</source>
        <translation>1 dubblering</translation>
    </message>
    <message>
        <source>%1 doubles</source>
        <translation>%1 dubbleringar</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 p</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 poäng</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 poäng</translation>
    </message>
    <message>
        <source>bonus tiles apart: %1</source>
        <translation>bonusbrickor för sig: %1</translation>
    </message>
    <message>
        <source>%1 + %2, the limit: %3</source>
        <translation>%1 + %2, gränsen: %3</translation>
    </message>
    <message>
        <source>Limit hand: %1 = %2
(%3)</source>
        <translation>Gränshand: %1 = %2
(%3)</translation>
    </message>
    <message>
        <source>Limit hand: %1 = %2
(without it: %3)</source>
        <translation>Maxhand: %1 = %2
(utan den: %3)</translation>
    </message>
    <message>
        <source>%1, over the limit: %2</source>
        <translation>%1, över taket: %2</translation>
    </message>
    <message>
        <source>Sets: %1</source>
        <translation>Kombinationer: %1</translation>
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
        <translation>väntar på: %1</translation>
    </message>
    <message>
        <source>rule set: %1</source>
        <translation>regler: %1</translation>
    </message>
    <message>
        <source>score breakdown</source>
        <translation>poängberäkning</translation>
    </message>
    <message>
        <source>breakdown message</source>
        <translation>meddelande om poängräkningen</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Mahjong Score Sheet: scores mahjong hands under your house rules, keeps the score sheet and works out who pays whom.</source>
        <translation>Mahjong – poänglista: räknar poäng för mahjonghänder enligt era husregler, för poänglistan och räknar ut vem som betalar vem.</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>användning: </translation>
    </message>
    <message>
        <source>arguments</source>
        <translation>argument</translation>
    </message>
    <message>
        <source>options</source>
        <translation>flaggor</translation>
    </message>
    <message>
        <source>the games database to open; made if there is no such file (default: %1)</source>
        <translation>spelens databas som ska öppnas; skapas om filen inte finns (standard: %1)</translation>
    </message>
    <message>
        <source>the language of the window, this time only: en, sv, nb or cs (default: the one chosen in the program, else the system&apos;s)</source>
        <translation>fönstrets språk, bara den här gången: en, sv, nb eller cs (standard: det som valts i programmet, annars systemets)</translation>
    </message>
    <message>
        <source>print the version and stop</source>
        <translation>skriv ut versionen och avsluta</translation>
    </message>
    <message>
        <source>print this help and stop</source>
        <translation>skriv ut den här hjälpen och avsluta</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Record hand</source>
        <translation>registrera hand</translation>
    </message>
    <message>
        <source>Edit hand %1</source>
        <translation>ändra hand %1</translation>
    </message>
    <message>
        <source>Delete hand %1</source>
        <translation>radera hand %1</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>byt namn på %1</translation>
    </message>
    <message>
        <source>Rename game</source>
        <translation>byt namn på partiet</translation>
    </message>
    <message>
        <source>Rescore under %1</source>
        <translation>Räkna om efter %1</translation>
    </message>
    <message>
        <source>Record penalty</source>
        <translation>registrera straff</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation>Dubbleringar</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Tak</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Rule sets compared</source>
        <translation>Reglerna jämförda</translation>
    </message>
    <message>
        <source>Compare rule sets: select a player whose tiles are entered</source>
        <translation>Jämför regler: välj en spelare vars brickor är inmatade</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>detta parti</translation>
    </message>
    <message>
        <source>%1&apos;s hand under every rule set</source>
        <translation>%1s hand under alla regler</translation>
    </message>
    <message>
        <source>%1 won: click the winning tile in %1&apos;s hand to compare it under every rule set</source>
        <translation>%1 vann: klicka på den vinnande brickan i %1s hand för att jämföra den under alla regeluppsättningar</translation>
    </message>
    <message>
        <source>%1&apos;s hand has %2 tiles: choose the winner and the winning tile to compare it under every rule set</source>
        <translation>%1s hand har %2 brickor: välj vinnaren och den vinnande brickan för att jämföra den under alla regeluppsättningar</translation>
    </message>
    <message>
        <source>cannot score</source>
        <translation>kan inte räknas</translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <source>&amp;Record hand</source>
        <translation>Re&amp;gistrera hand</translation>
    </message>
    <message>
        <source>Record hand</source>
        <translation>Registrera hand</translation>
    </message>
    <message>
        <source>Record this hand on the score sheet (Ctrl+Return)</source>
        <translation>För in den här handen i poänglistan (Ctrl+Retur)</translation>
    </message>
    <message>
        <source>Cancel edit</source>
        <translation>Avbryt ändring</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Platser</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Spara</translation>
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
        <translation>Saldo före denna hand</translation>
    </message>
    <message>
        <source>%1: the hands hold %2 (%3); the game has only %4</source>
        <translation>%1: händerna har %2 (%3); spelet har bara %4</translation>
    </message>
    <message>
        <source>%1 won: click the winning tile in %1&apos;s hand</source>
        <translation>%1 vann: klicka på den vinnande brickan i %1s hand</translation>
    </message>
    <message>
        <source>Typed score: it counts, not the tiles</source>
        <translation>Inskriven poäng: den gäller, inte brickorna</translation>
    </message>
    <message>
        <source>A complete hand: choose the winner</source>
        <translation>En färdig hand: välj vinnaren</translation>
    </message>
    <message>
        <source>A complete hand: did %1 win?</source>
        <translation>En färdig hand: vann %1?</translation>
    </message>
    <message>
        <source>Seen on the table: %1</source>
        <translation>Sett på bordet: %1</translation>
    </message>
    <message>
        <source>Seen on the table: %1 (%2) is not a tile of this game</source>
        <translation>Sett på bordet: %1 (%2) är ingen bricka i det här spelet</translation>
    </message>
    <message>
        <source>Seen on the table: %1 (%2) is seen %3 times and the hands hold %4; there are only %5</source>
        <translation>Sett på bordet: %1 (%2) är sedd %3 gånger och händerna har %4; det finns bara %5</translation>
    </message>
    <message>
        <source>%1: score typed by hand (%2); it counts, not the tiles</source>
        <translation>%1: poängen inskriven för hand (%2); den gäller, inte brickorna</translation>
    </message>
    <message>
        <source>%1: a complete hand. Choose the winner.</source>
        <translation>%1: en färdig hand. Välj vinnaren.</translation>
    </message>
    <message>
        <source>Start or open a game first</source>
        <translation>Starta eller öppna ett parti först</translation>
    </message>
    <message>
        <source>Choose the winner: %1&apos;s hand is complete (%2 accepts)</source>
        <translation>Välj vinnaren: %1s hand är färdig (%2 godtar)</translation>
    </message>
    <message>
        <source>Choose the winner, or a drawn hand</source>
        <translation>Välj vinnaren, eller oavgjord hand</translation>
    </message>
    <message>
        <source>&amp;Save hand %1</source>
        <translation>Sp&amp;ara hand %1</translation>
    </message>
    <message>
        <source>Save hand %1</source>
        <translation>Spara hand %1</translation>
    </message>
    <message>
        <source>Editing hand %1: change it, then Save, or Cancel to leave it as it was.</source>
        <translation>Du ändrar hand %1: ändra och välj Spara, eller Avbryt för att lämna den som den var.</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Partiet är slut</translation>
    </message>
    <message>
        <source>%1 round, %2 is East</source>
        <translation>Rond: %1, %2 är Öst</translation>
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
        <translation>&amp;Fortsätt</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Byt namn</translation>
    </message>
    <message>
        <source>Type the new name in the list (F2)</source>
        <translation>Skriv det nya namnet i listan (F2)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Radera…</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>Å&amp;ngra radering</translation>
    </message>
    <message>
        <source>&amp;Import JSON…</source>
        <translation>&amp;Importera JSON…</translation>
    </message>
    <message>
        <source>E&amp;xport JSON…</source>
        <translation>E&amp;xportera JSON…</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(inget namn)</translation>
    </message>
    <message>
        <source>Put back “%1”</source>
        <translation>Återställ ”%1”</translation>
    </message>
    <message>
        <source>No games yet: start a new game, or import a game file.</source>
        <translation>Inga partier än: starta ett nytt parti eller importera en partifil.</translation>
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
        <translation>Nytt namn: ”%1”.</translation>
    </message>
    <message>
        <source>Delete the game “%1” with its %2 hand(s)?</source>
        <translation>Radera partiet ”%1” med dess %2 hand/händer?</translation>
    </message>
    <message>
        <source>It is the game that is open now.</source>
        <translation>Det är partiet som är öppet nu.</translation>
    </message>
    <message>
        <source>You can undo this until you close this dialog.</source>
        <translation>Du kan ångra det tills du stänger den här dialogrutan.</translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation>Radera parti</translation>
    </message>
    <message>
        <source>Deleted “%1”. Undo delete puts it back until you close this window.</source>
        <translation>”%1” raderat. ”Ångra radering” tar tillbaka det tills du stänger fönstret.</translation>
    </message>
    <message>
        <source>Put back “%1”.</source>
        <translation>”%1” återställt.</translation>
    </message>
    <message>
        <source>Import game</source>
        <translation>Importera parti</translation>
    </message>
    <message>
        <source>Game files (*.json);;All files (*)</source>
        <translation>Partifiler (*.json);;Alla filer (*)</translation>
    </message>
    <message>
        <source>Could not import the game: %1</source>
        <translation>Kunde inte importera partiet: %1</translation>
    </message>
    <message>
        <source>Cannot import the game</source>
        <translation>Kan inte importera partiet</translation>
    </message>
    <message>
        <source>Imported “%1” from %2.</source>
        <translation>”%1” importerat från %2.</translation>
    </message>
    <message>
        <source>Export game</source>
        <translation>Exportera parti</translation>
    </message>
    <message>
        <source>Could not export the game: %1</source>
        <translation>Kunde inte exportera partiet: %1</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exporterat till %1.</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Händer</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Avslutat</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(inget namn)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nej</translation>
    </message>
</context>
<context>
    <name>HandEditor</name>
    <message>
        <source>Tile</source>
        <translation>Bricka</translation>
    </message>
    <message>
        <source>a click adds one tile</source>
        <translation>ett klick lägger till en bricka</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>a click adds a pair of the tile</source>
        <translation>ett klick lägger till ett par av brickan</translation>
    </message>
    <message>
        <source>Chow</source>
        <translation>Chow</translation>
    </message>
    <message>
        <source>a click adds the tile and the next two of its suit</source>
        <translation>ett klick lägger till brickan och de två följande i samma sort</translation>
    </message>
    <message>
        <source>Pung</source>
        <translation>Pong</translation>
    </message>
    <message>
        <source>a click adds three of the tile</source>
        <translation>ett klick lägger till tre av brickan</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>Kong</translation>
    </message>
    <message>
        <source>a click adds four of the tile</source>
        <translation>ett klick lägger till fyra av brickan</translation>
    </message>
    <message>
        <source>pair of %1</source>
        <translation>par i %1</translation>
    </message>
    <message>
        <source>concealed chow %1</source>
        <translation>dold chow %1</translation>
    </message>
    <message>
        <source>exposed chow %1</source>
        <translation>öppen chow %1</translation>
    </message>
    <message>
        <source>concealed pung of %1</source>
        <translation>dold pong i %1</translation>
    </message>
    <message>
        <source>exposed pung of %1</source>
        <translation>öppen pong i %1</translation>
    </message>
    <message>
        <source>kong of %1 added to a concealed pung</source>
        <translation>kong i %1 av en dold pong och en tagen bricka</translation>
    </message>
    <message>
        <source>declared concealed kong of %1</source>
        <translation>nedlagd dold kong i %1</translation>
    </message>
    <message>
        <source>exposed kong of %1</source>
        <translation>öppen kong i %1</translation>
    </message>
    <message>
        <source>The dealer (East): pays and receives double</source>
        <translation>Given (Öst): betalar och får dubbelt</translation>
    </message>
    <message>
        <source>Exposed</source>
        <translation>Öppen</translation>
    </message>
    <message>
        <source>Exposed: the chows, pungs and kongs added next are exposed (claimed); a kong added while this is off is a declared concealed kong (%1)</source>
        <translation>Öppen: chow, pong och kong som läggs till härnäst är öppna (uttagna från bordet); en kong som läggs till när detta är av är en nedlagd dold kong (%1)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Just type the score the player says instead of the hand (%1)</source>
        <translation>Skriv bara in poängen spelaren säger i stället för handen (%1)</translation>
    </message>
    <message>
        <source>or type it: 123m 55p (777z) [2222s] 1f</source>
        <translation>eller skriv: 123m 55p (777z) [2222s] 1f</translation>
    </message>
    <message>
        <source>The hand in the notation: 123m 55p, %1 or 1z-7z, (555p) an exposed set, [2222s] a declared concealed kong, {5555p} a kong made by adding a claimed tile to a concealed pung, 1f-4f 1y-4y bonus</source>
        <translation>Handen i notationen: 123m 55p, %1 eller 1z-7z, (555p) en öppen kombination, [2222s] en nedlagd dold kong, {5555p} en kong gjord genom att lägga en tagen bricka till en dold pong, 1f-4f 1y-4y bonusbrickor</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
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
        <translation>%1s hand</translation>
    </message>
    <message>
        <source>%1 hand</source>
        <translation>%1 hand</translation>
    </message>
    <message>
        <source>%1 score</source>
        <translation>%1 poäng</translation>
    </message>
    <message>
        <source>%1 types the score</source>
        <translation>%1 skriver in poängen</translation>
    </message>
    <message>
        <source>click a tile to make it the winning tile; right-click for more</source>
        <translation>klicka på en bricka för att göra den till vinnande bricka; högerklicka för mer</translation>
    </message>
    <message>
        <source>right-click to remove it</source>
        <translation>högerklicka för att ta bort</translation>
    </message>
    <message>
        <source>click to mark it as added to a concealed pung; right-click for more</source>
        <translation>klicka för att markera den som lagd till en dold pong; högerklicka för mer</translation>
    </message>
    <message>
        <source>click to make it a declared concealed kong; right-click for more</source>
        <translation>klicka för att göra den till en nedlagd dold kong; högerklicka för mer</translation>
    </message>
    <message>
        <source>click to make it exposed; right-click for more</source>
        <translation>klicka för att göra den öppen; högerklicka för mer</translation>
    </message>
    <message>
        <source>click to make it concealed; right-click for more</source>
        <translation>klicka för att göra den dold; högerklicka för mer</translation>
    </message>
    <message>
        <source>click to take it back</source>
        <translation>klicka för att ta tillbaka</translation>
    </message>
    <message>
        <source>This kong is</source>
        <translation>Den här kongen är</translation>
    </message>
    <message>
        <source>Exposed (claimed) %1</source>
        <translation>Öppen (tagen) %1</translation>
    </message>
    <message>
        <source>Declared concealed %1</source>
        <translation>Nedlagd dold %1</translation>
    </message>
    <message>
        <source>Added to a concealed pung %1</source>
        <translation>Lagd till en dold pong %1</translation>
    </message>
    <message>
        <source>Make it exposed</source>
        <translation>Gör öppen</translation>
    </message>
    <message>
        <source>Make it concealed</source>
        <translation>Gör dold</translation>
    </message>
    <message>
        <source>Break into single tiles</source>
        <translation>Dela upp i enstaka brickor</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Ta bort</translation>
    </message>
    <message>
        <source>Cannot read the hand: %1</source>
        <translation>Kan inte läsa handen: %1</translation>
    </message>
    <message>
        <source>the typed score counts: %1</source>
        <translation>den inskrivna poängen gäller: %1</translation>
    </message>
    <message>
        <source>no tiles yet: click tiles in the picker or type the hand</source>
        <translation>inga brickor än: klicka på brickor i väljaren eller skriv in handen</translation>
    </message>
    <message>
        <source>The typed score counts, not the tiles.</source>
        <translation>Den inskrivna poängen gäller, inte brickorna.</translation>
    </message>
</context>
<context>
    <name>HandStrip</name>
    <message>
        <source>no tiles yet: click tiles in the picker or type the hand</source>
        <translation>inga brickor än: klicka på brickor ovan eller skriv handen</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Mahjong Score Sheet</source>
        <translation>Mahjong – poänglista</translation>
    </message>
    <message>
        <source>Score &amp;sheet</source>
        <translation>Poäng&amp;lista</translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation>&amp;Diagram</translation>
    </message>
    <message>
        <source>Compare rule sets</source>
        <translation>Jämför regler</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nytt parti…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Starta ett nytt parti</translation>
    </message>
    <message>
        <source>&amp;Games…</source>
        <translation>&amp;Partier…</translation>
    </message>
    <message>
        <source>Continue, rename, delete, import or export games</source>
        <translation>Fortsätt, byt namn på, radera, importera eller exportera partier</translation>
    </message>
    <message>
        <source>Export &amp;workbook…</source>
        <translation>Exportera &amp;arbetsbok…</translation>
    </message>
    <message>
        <source>Write the score sheet as an Excel workbook</source>
        <translation>Spara poänglistan som en Excel-arbetsbok</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Exportera P&amp;DF…</translation>
    </message>
    <message>
        <source>Write the score sheet and payments as a PDF</source>
        <translation>Spara poänglistan och betalningarna som PDF</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Skri&amp;v ut…</translation>
    </message>
    <message>
        <source>Print the score sheet with a preview</source>
        <translation>Skriv ut poänglistan med förhandsgranskning</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Av&amp;sluta</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ångra</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gör om</translation>
    </message>
    <message>
        <source>&amp;Edit hand</source>
        <translation>Ä&amp;ndra hand</translation>
    </message>
    <message>
        <source>Open the selected hand to correct it</source>
        <translation>Öppna den valda handen för att rätta den</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>&amp;Radera hand</translation>
    </message>
    <message>
        <source>Delete the selected hand</source>
        <translation>Radera den valda handen</translation>
    </message>
    <message>
        <source>Re&amp;name game…</source>
        <translation>&amp;Byt namn på partiet…</translation>
    </message>
    <message>
        <source>Rename &amp;player…</source>
        <translation>Byt namn på &amp;spelare…</translation>
    </message>
    <message>
        <source>&amp;Finish game</source>
        <translation>&amp;Avsluta partiet</translation>
    </message>
    <message>
        <source>Stop the game here: no more hands (uncheck to continue it)</source>
        <translation>Avsluta partiet här: inga fler händer (bocka ur för att fortsätta)</translation>
    </message>
    <message>
        <source>Record pe&amp;nalty…</source>
        <translation>Registrera &amp;straff…</translation>
    </message>
    <message>
        <source>Record a penalty: who pays whom how much</source>
        <translation>Registrera ett straff: vem betalar vem hur mycket</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Kortkommandon</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Regelöversikt</translation>
    </message>
    <message>
        <source>&amp;About Mahjong Score Sheet</source>
        <translation>&amp;Om Mahjong – poänglista</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Om &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Season standings…</source>
        <translation>&amp;Säsongens ställning…</translation>
    </message>
    <message>
        <source>Add up many games: standings, chart, workbook, PDF</source>
        <translation>Lägg ihop många partier: ställning, diagram, arbetsbok, PDF</translation>
    </message>
    <message>
        <source>&amp;Rule editor…</source>
        <translation>&amp;Regelredigerare…</translation>
    </message>
    <message>
        <source>Edit a rule set and see what it would have made of the game</source>
        <translation>Redigera en regeluppsättning och se vad den hade gjort av partiet</translation>
    </message>
    <message>
        <source>&amp;Compare rule sets</source>
        <translation>&amp;Jämför regler</translation>
    </message>
    <message>
        <source>The selected player&apos;s hand under every rule set</source>
        <translation>Den valda spelarens hand under alla regler</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Parti</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Redigera</translation>
    </message>
    <message>
        <source>&amp;Whole score sheet</source>
        <translation>&amp;Hela poänglistan</translation>
    </message>
    <message>
        <source>Hide the hand entry to see every column of the score sheet</source>
        <translation>Dölj inmatningen av händer för att se poänglistans alla kolumner</translation>
    </message>
    <message>
        <source>Rule &amp;sources in the breakdown</source>
        <translation>Regler&amp;nas källor i poängräkningen</translation>
    </message>
    <message>
        <source>Show or hide the column that names each rule&apos;s source</source>
        <translation>Visa eller dölj kolumnen med varje regels källa</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <source>Setti&amp;ngs</source>
        <translation>&amp;Inställningar</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Språk</translation>
    </message>
    <message>
        <source>&amp;Honours as letters (%1)</source>
        <translation>&amp;Honnörskort som bokstäver (%1)</translation>
    </message>
    <message>
        <source>Write honours as letters; off: as digits 1z-7z</source>
        <translation>Skriv honnörskort som bokstäver; av: som siffror 1z-7z</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Verktyg</translation>
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
        <translation>Programmet använder %1 nästa gång det startar.</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Kan inte öppna partiet</translation>
    </message>
    <message>
        <source>Hands that no longer score</source>
        <translation>Händer som inte längre ger poäng</translation>
    </message>
    <message>
        <source>Some hands of this game no longer score under its rules: the program reads a rule more faithfully than the version that recorded them. They are kept as entered, marked %1 on the sheet, and count as 0 for everyone until you edit them.</source>
        <translation>Några händer i det här spelet ger inte längre poäng enligt dess regler: programmet läser en regel mer troget än den version som registrerade dem. De behålls som de matades in, är märkta %1 i protokollet och räknas som 0 för alla tills du redigerar dem.</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>Hand %1: %2</translation>
    </message>
    <message>
        <source>%1 — Mahjong Score Sheet</source>
        <translation>%1 — Mahjong – poänglista</translation>
    </message>
    <message>
        <source>The hand that was being entered could not be brought back (it was damaged, or no longer fits this game).</source>
        <translation>Handen som höll på att matas in kunde inte återställas (den var skadad eller passar inte längre till det här spelet).</translation>
    </message>
    <message>
        <source>The hand being entered was started before the game changed elsewhere (it now has %1 hands): check it before you record it.</source>
        <translation>Handen som matas in påbörjades innan spelet ändrades på annat håll (det har nu %1 händer): kontrollera den innan du för in den.</translation>
    </message>
    <message>
        <source>The hand being entered is back; what no longer fits this game was left out.</source>
        <translation>Handen som matas in är tillbaka; det som inte längre passar till spelet har utelämnats.</translation>
    </message>
    <message>
        <source>The hand being entered is back as it was left.</source>
        <translation>Handen som matas in är tillbaka som den lämnades.</translation>
    </message>
    <message>
        <source>The hand being entered cannot be kept: %1</source>
        <translation>Handen som matas in kan inte sparas: %1</translation>
    </message>
    <message>
        <source>Payments: select a hand</source>
        <translation>Betalningar: välj en hand</translation>
    </message>
    <message>
        <source>Payments of hand %1</source>
        <translation>Betalningar för hand %1</translation>
    </message>
    <message>
        <source>Later hands changed: %1</source>
        <translation>Senare händer ändrades: %1</translation>
    </message>
    <message>
        <source>Nothing was saved</source>
        <translation>Inget sparades</translation>
    </message>
    <message>
        <source>Hand %1 recorded</source>
        <translation>Hand %1 registrerad</translation>
    </message>
    <message>
        <source>Hand %1 saved</source>
        <translation>Hand %1 sparad</translation>
    </message>
    <message>
        <source>New name (at most %1 characters):</source>
        <translation>Nytt namn (högst %1 tecken):</translation>
    </message>
    <message>
        <source>choose the player and put the cursor in his hand field (a bare number there is his typed score)</source>
        <translation>välj spelaren och ställ markören i fältet för handen (ett ensamt tal där är spelarens inskrivna poäng)</translation>
    </message>
    <message>
        <source>a Ponjan hand: one tile or a set per click; the next set is stolen</source>
        <translation>en Ponjan-hand: en bricka eller en grupp per klick; nästa grupp är stulen</translation>
    </message>
    <message>
        <source>who discarded the winning tile</source>
        <translation>vem som slängde den vinnande brickan</translation>
    </message>
    <message>
        <source>accept the suggested winner (the only complete hand)</source>
        <translation>godta den föreslagna vinnaren (den enda färdiga handen)</translation>
    </message>
    <message>
        <source>Click in the winner&apos;s hand</source>
        <translation>Klick i vinnarens hand</translation>
    </message>
    <message>
        <source>choose the winning tile</source>
        <translation>välj den vinnande brickan</translation>
    </message>
    <message>
        <source>record the hand (or save the edit)</source>
        <translation>registrera handen (eller spara ändringen)</translation>
    </message>
    <message>
        <source>Hand %1 deleted (Undo brings it back)</source>
        <translation>Hand %1 raderad (Ångra tar tillbaka den)</translation>
    </message>
    <message>
        <source>Cannot create the game</source>
        <translation>Kan inte skapa partiet</translation>
    </message>
    <message>
        <source>Rename game</source>
        <translation>Byt namn på partiet</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Namn:</translation>
    </message>
    <message>
        <source>Game renamed</source>
        <translation>Partiet har fått nytt namn</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Byt namn på spelare</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spelare:</translation>
    </message>
    <message>
        <source>Every player needs a name of his own.</source>
        <translation>Varje spelare behöver ett eget namn.</translation>
    </message>
    <message>
        <source>%1 is now %2</source>
        <translation>%1 heter nu %2</translation>
    </message>
    <message>
        <source>Export workbook</source>
        <translation>Exportera arbetsbok</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel-arbetsbok (*.xlsx)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Exporten misslyckades</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 sparad</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exportera PDF</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Poänglista</translation>
    </message>
    <message>
        <source>Hand %1 recorded and saved.</source>
        <translation>Hand %1 registrerad och sparad.</translation>
    </message>
    <message>
        <source>Hand %1 saved.</source>
        <translation>Hand %1 sparad.</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Kortkommandon</translation>
    </message>
    <message>
        <source>add a single tile, pair, chow, pung or kong per click</source>
        <translation>lägg till en bricka, ett par, en chow, pong eller kong per klick</translation>
    </message>
    <message>
        <source>the next set is exposed (a kong: declared concealed when off)</source>
        <translation>nästa kombination är öppen (en kong: nedlagd dold när det är av)</translation>
    </message>
    <message>
        <source>type the player&apos;s score instead of the tiles</source>
        <translation>skriv spelarens poäng i stället för brickorna</translation>
    </message>
    <message>
        <source>Arrow keys, Space</source>
        <translation>Piltangenter, Mellanslag</translation>
    </message>
    <message>
        <source>move in the tile picker and take a tile</source>
        <translation>flytta bland brickorna och ta en bricka</translation>
    </message>
    <message>
        <source>undo / redo</source>
        <translation>ångra / gör om</translation>
    </message>
    <message>
        <source>edit / delete the selected hand</source>
        <translation>ändra / radera den valda handen</translation>
    </message>
    <message>
        <source>the whole score sheet (hide the hand entry) and back</source>
        <translation>hela poänglistan (dölj inmatningen) och tillbaka</translation>
    </message>
    <message>
        <source>new game, games list</source>
        <translation>nytt parti, partilista</translation>
    </message>
    <message>
        <source>export workbook, export PDF, print</source>
        <translation>exportera arbetsbok, exportera PDF, skriv ut</translation>
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
        <translation>Parti och spelare</translation>
    </message>
    <message>
        <source>Game of %1</source>
        <translation>Parti %1</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Namn:</translation>
    </message>
    <message>
        <source>Players by starting seat, a name of at most %1 characters each. Leave the last seats empty for a game of two or three.</source>
        <translation>Spelarna efter startplats, varje namn högst %1 tecken. Lämna de sista platserna tomma för ett parti med två eller tre.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>namn</translation>
    </message>
    <message>
        <source>(empty seat)</source>
        <translation>(tom plats)</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Load rule file…</source>
        <translation>Läs in regelfil…</translation>
    </message>
    <message>
        <source>Rules &amp;reference…</source>
        <translation>Regelö&amp;versikt…</translation>
    </message>
    <message>
        <source>Every rule of this rule set with its value and its source</source>
        <translation>Varje regel i reglerna med sitt värde och sin källa</translation>
    </message>
    <message>
        <source>Scoring and settlement</source>
        <translation>Poäng och betalning</translation>
    </message>
    <message>
        <source>Settlement:</source>
        <translation>Betalning:</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>&amp;Klassisk</translation>
    </message>
    <message>
        <source>The winner collects his score from each player; the others pay each other the differences.</source>
        <translation>Vinnaren får sin poäng av varje spelare; de andra betalar varandra skillnaderna.</translation>
    </message>
    <message>
        <source>&amp;Differences</source>
        <translation>&amp;Skillnader (med böter)</translation>
    </message>
    <message>
        <source>Every pair of players settles the difference of their scores, the winner included.</source>
        <translation>Varje par av spelare betalar skillnaden mellan sina poäng, vinnaren inräknad.</translation>
    </message>
    <message>
        <source>N&amp;o payments</source>
        <translation>Utan &amp;böter</translation>
    </message>
    <message>
        <source>Nobody pays; each player keeps a running total of points.</source>
        <translation>Ingen betalar; varje spelare behåller sin löpande poängsumma.</translation>
    </message>
    <message>
        <source>&amp;East pays and receives double</source>
        <translation>&amp;Öst betalar och får dubbelt</translation>
    </message>
    <message>
        <source>Ponjan pays its own way: the discarder alone pays a win on his discard, both others pay half a self-drawn win, and at a drawn hand the players who were not tenpai pay those who were. East is the first boss.</source>
        <translation>Ponjan betalar på sitt eget sätt: den som slängde brickan betalar ensam en vinst på hans slängda bricka, båda de andra betalar hälften av en vinst från muren, och vid oavgjord hand betalar de som inte var tenpai dem som var det. Öst är den första bossen.</translation>
    </message>
    <message>
        <source>No &amp;limit</source>
        <translation>Inget &amp;tak</translation>
    </message>
    <message>
        <source>Play with the roof off: scores are not capped. A limit hand still scores the rule set&apos;s limit.</source>
        <translation>Spela utan tak: poängen begränsas inte. En maxhand ger ändå reglernas maxpoäng.</translation>
    </message>
    <message>
        <source>Li&amp;mit:</source>
        <translation>T&amp;ak:</translation>
    </message>
    <message>
        <source>&amp;Starting balance:</source>
        <translation>Start&amp;poäng:</translation>
    </message>
    <message>
        <source>Ro&amp;unds:</source>
        <translation>R&amp;onder:</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>Sta&amp;rta parti</translation>
    </message>
    <message>
        <source>Load rule file</source>
        <translation>Läs in regelfil</translation>
    </message>
    <message>
        <source>Rule files (*.toml);;All files (*)</source>
        <translation>Regelfiler (*.toml);;Alla filer (*)</translation>
    </message>
    <message>
        <source>Cannot read the rule file</source>
        <translation>Kan inte läsa regelfilen</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Fil: %1</translation>
    </message>
    <message>
        <source>boss terms; the last round is a single hand</source>
        <translation>bossperioder; sista ronden är en enda hand</translation>
    </message>
    <message>
        <source>East round only</source>
        <translation>bara Östronden</translation>
    </message>
    <message>
        <source>East and South rounds</source>
        <translation>Öst- och Sydronden</translation>
    </message>
    <message>
        <source>East, South and West rounds</source>
        <translation>Öst-, Syd- och Västronden</translation>
    </message>
    <message>
        <source>all four winds</source>
        <translation>alla fyra vindarna</translation>
    </message>
    <message>
        <source>Ponjan is for exactly three players: leave %1 empty.</source>
        <translation>Ponjan spelas av exakt tre spelare: lämna %1 tom.</translation>
    </message>
    <message>
        <source>Ponjan is for exactly three players: %1, %2 and %3 need names.</source>
        <translation>Ponjan spelas av exakt tre spelare: %1, %2 och %3 behöver namn.</translation>
    </message>
    <message>
        <source>%1 needs a name: a game has two to four players.</source>
        <translation>%1 behöver ett namn: ett parti har två till fyra spelare.</translation>
    </message>
    <message>
        <source>%1 has no name: only the last seats may stay empty.</source>
        <translation>%1 har inget namn: bara de sista platserna får vara tomma.</translation>
    </message>
    <message>
        <source>%1 and %2 have the same name, “%3”.</source>
        <translation>%1 och %2 har samma namn, ”%3”.</translation>
    </message>
</context>
<context>
    <name>PaymentModel</name>
    <message>
        <source>(truncated)</source>
        <translation>(avrundat mot noll)</translation>
    </message>
    <message>
        <source>%1 pays</source>
        <translation>%1 betalar</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>till %1</translation>
    </message>
</context>
<context>
    <name>Penalty</name>
    <message>
        <source>Penalty recorded as hand %1</source>
        <translation>Straffet registrerat som hand %1</translation>
    </message>
    <message>
        <source>Hand %1 saved</source>
        <translation>Hand %1 sparad</translation>
    </message>
    <message>
        <source>%1 pays %2 %3</source>
        <translation>%1 betalar %3 till %2</translation>
    </message>
    <message>
        <source>%1 pays %2</source>
        <translation>%1 betalar %2</translation>
    </message>
    <message>
        <source>%1 pay %2 each</source>
        <translation>%1 betalar %2 var</translation>
    </message>
    <message>
        <source>%1 gets %2</source>
        <translation>%1 får %2</translation>
    </message>
    <message>
        <source>%1 get %2 each</source>
        <translation>%1 får %2 var</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <source>Record penalty</source>
        <translation>Registrera straff</translation>
    </message>
    <message>
        <source>Correct penalty (hand %1)</source>
        <translation>Rätta straff (hand %1)</translation>
    </message>
    <message>
        <source>Offence</source>
        <translation>Förseelse</translation>
    </message>
    <message>
        <source>Agreed penalty (not in the rule set)</source>
        <translation>Överenskommet straff (inte i regeluppsättningen)</translation>
    </message>
    <message>
        <source>%1 (%2 points)</source>
        <translation>%1 (%2 poäng)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Betalar</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Får</translation>
    </message>
    <message>
        <source>%1 pays</source>
        <translation>%1 betalar</translation>
    </message>
    <message>
        <source>%1 receives</source>
        <translation>%1 får</translation>
    </message>
    <message>
        <source>Paid to &amp;every other player</source>
        <translation>Betalas till &amp;alla andra spelare</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Belopp</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anteckning</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>Vem betalar vem</translation>
    </message>
    <message>
        <source>&amp;Offence:</source>
        <translation>&amp;Förseelse:</translation>
    </message>
    <message>
        <source>&amp;Amount (the whole penalty, in points):</source>
        <translation>&amp;Belopp (hela straffet, i poäng):</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Anteckning:</translation>
    </message>
    <message>
        <source>&amp;Record penalty</source>
        <translation>&amp;Registrera straff</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Spara</translation>
    </message>
    <message>
        <source>Tick the player who pays the penalty.</source>
        <translation>Kryssa för spelaren som betalar straffet.</translation>
    </message>
    <message>
        <source>Tick the player who receives it.</source>
        <translation>Kryssa för spelaren som får det.</translation>
    </message>
    <message>
        <source>Type the amount of the penalty.</source>
        <translation>Skriv straffets belopp.</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <source>%1&apos;s change</source>
        <translation>Ändring för %1</translation>
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
        <translation>%1 var en bricka från en färdig hand när muren tog slut</translation>
    </message>
    <message>
        <source>%1 boss</source>
        <translation>%1 boss</translation>
    </message>
    <message>
        <source>The boss: he gains x15 when he wins, and keeps the deal while he gains</source>
        <translation>Bossen: han vinner x15 när han vinner och behåller given så länge han vinner poäng</translation>
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
        <translation>Rond %1</translation>
    </message>
    <message>
        <source>drawn; nobody tenpai</source>
        <translation>oavgjord; ingen tenpai</translation>
    </message>
    <message>
        <source>drawn; tenpai: %1</source>
        <translation>oavgjord; tenpai: %1</translation>
    </message>
    <message>
        <source>%1, self-drawn</source>
        <translation>%1, självdragen</translation>
    </message>
    <message>
        <source>%1 on %2&apos;s discard</source>
        <translation>%1 på %2s kast</translation>
    </message>
    <message>
        <source>Points %1: base %2 x %3 = %4</source>
        <translation>Poäng %1: bas %2 x %3 = %4</translation>
    </message>
</context>
<context>
    <name>PonjanEntry</name>
    <message>
        <source>Winner</source>
        <translation>Vinnare</translation>
    </message>
    <message>
        <source>Who won (or a drawn hand: the wall ran out)</source>
        <translation>Vem vann (eller oavgjord hand: muren tog slut)</translation>
    </message>
    <message>
        <source>Winning tile</source>
        <translation>Vinnande bricka</translation>
    </message>
    <message>
        <source>The winning tile: click it in the winner&apos;s hand, or choose it here</source>
        <translation>Den vinnande brickan: klicka på den i vinnarens hand, eller välj den här</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Muren</translation>
    </message>
    <message>
        <source>Self-drawn from the wall</source>
        <translation>Dragen från muren</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Slängd</translation>
    </message>
    <message>
        <source>Claimed from a discard</source>
        <translation>Tagen från en slängd bricka</translation>
    </message>
    <message>
        <source>&amp;Discarded by</source>
        <translation>&amp;Slängd av</translation>
    </message>
    <message>
        <source>Discarded by</source>
        <translation>Slängd av</translation>
    </message>
    <message>
        <source>Who discarded the winning tile: he alone pays</source>
        <translation>Vem som slängde den vinnande brickan: han betalar ensam</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Reach</translation>
    </message>
    <message>
        <source>The winner had declared Reach</source>
        <translation>Vinnaren hade meddelat Reach</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>Ippatsu</translation>
    </message>
    <message>
        <source>Won before the winner&apos;s next discard after his Reach (needs Reach)</source>
        <translation>Vunnen före vinnarens nästa slängda bricka efter hans Reach (kräver Reach)</translation>
    </message>
    <message>
        <source>A drawn hand: tick the players who were tenpai (two sets and a pair).</source>
        <translation>Oavgjord hand: kryssa för spelarna som var tenpai (två grupper och ett par).</translation>
    </message>
    <message>
        <source>&amp;Winner</source>
        <translation>Vi&amp;nnare</translation>
    </message>
    <message>
        <source>Winning t&amp;ile</source>
        <translation>Vinnande &amp;bricka</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Från</translation>
    </message>
    <message>
        <source>Breakdown</source>
        <translation>Uträkning</translation>
    </message>
    <message>
        <source>Who won?</source>
        <translation>Vem vann?</translation>
    </message>
    <message>
        <source>Drawn hand</source>
        <translation>Oavgjord hand</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Partiet är slut</translation>
    </message>
    <message>
        <source>Round %1, %2 is the boss</source>
        <translation>Rond %1, %2 är boss</translation>
    </message>
    <message>
        <source>A drawn hand has no winner&apos;s tiles</source>
        <translation>En oavgjord hand har ingen vinnares brickor</translation>
    </message>
    <message>
        <source>Who discarded?</source>
        <translation>Vem slängde?</translation>
    </message>
    <message>
        <source>click it in the hand</source>
        <translation>klicka på den i handen</translation>
    </message>
    <message>
        <source>%1&apos;s hand (the winner&apos;s tiles)</source>
        <translation>%1s hand (vinnarens brickor)</translation>
    </message>
    <message>
        <source>The winner&apos;s tiles</source>
        <translation>Vinnarens brickor</translation>
    </message>
    <message>
        <source>Drawn hand: nobody pays (%1 tenpai)</source>
        <translation>Oavgjord hand: ingen betalar (%1 tenpai)</translation>
    </message>
    <message>
        <source>Drawn hand; tenpai: %1. Each of the others pays each tenpai player 15.</source>
        <translation>Oavgjord hand; tenpai: %1. Var och en av de andra betalar varje tenpai-spelare 15.</translation>
    </message>
    <message>
        <source> (boss)</source>
        <translation> (boss)</translation>
    </message>
    <message>
        <source>Points %1: base %2 × %3%4 = &lt;b&gt;%5&lt;/b&gt;</source>
        <translation>Poäng %1: bas %2 × %3%4 = &lt;b&gt;%5&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 gains %2; %3 pays it all (the discarder)</source>
        <translation>%1 får %2; %3 betalar allt (slängde brickan)</translation>
    </message>
    <message>
        <source>%1 gains %2; each other player pays %3</source>
        <translation>%1 får %2; var och en av de andra betalar %3</translation>
    </message>
    <message>
        <source>Start or open a game first</source>
        <translation>Starta eller öppna ett parti först</translation>
    </message>
    <message>
        <source>Choose the winner, or a drawn hand</source>
        <translation>Välj vinnaren, eller oavgjord hand</translation>
    </message>
    <message>
        <source>Enter %1&apos;s tiles (the winner&apos;s hand)</source>
        <translation>Ange %1s brickor (vinnarens hand)</translation>
    </message>
    <message>
        <source>%1 won: click the winning tile in %1&apos;s hand</source>
        <translation>%1 vann: klicka på den vinnande brickan i %1s hand</translation>
    </message>
    <message>
        <source>Choose who discarded the winning tile</source>
        <translation>Välj vem som slängde den vinnande brickan</translation>
    </message>
</context>
<context>
    <name>PonjanHandBox</name>
    <message>
        <source>Tile</source>
        <translation>Bricka</translation>
    </message>
    <message>
        <source>a click adds one tile</source>
        <translation>ett klick lägger till en bricka</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Grupp</translation>
    </message>
    <message>
        <source>a click adds a set: three of the tile</source>
        <translation>ett klick lägger till en grupp: tre av brickan</translation>
    </message>
    <message>
        <source>Stolen</source>
        <translation>Stulen</translation>
    </message>
    <message>
        <source>The next set added is a stolen (exposed) set (Alt+X)</source>
        <translation>Nästa grupp som läggs till är stulen (öppen) (Alt+X)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Ta tillbaka</translation>
    </message>
    <message>
        <source>Take back the last tile or set added</source>
        <translation>Ta tillbaka den senast tillagda brickan eller gruppen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Töm</translation>
    </message>
    <message>
        <source>Remove every tile of the hand</source>
        <translation>Ta bort alla brickor i handen</translation>
    </message>
    <message>
        <source>Winner&apos;s tiles</source>
        <translation>Vinnarens brickor</translation>
    </message>
    <message>
        <source>or type them: 000r 111k 000b, (000d) stolen</source>
        <translation>eller skriv dem: 000r 111k 000b, (000d) stulen</translation>
    </message>
    <message>
        <source>The next set added is stolen</source>
        <translation>Nästa grupp som läggs till är stulen</translation>
    </message>
</context>
<context>
    <name>ReferenceDialog</name>
    <message>
        <source>Rules reference: %1</source>
        <translation>Regelöversikt: %1</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>cannot paint on the printer or file</source>
        <translation>kan inte rita på skrivaren eller filen</translation>
    </message>
    <message>
        <source>cannot start a new page</source>
        <translation>kan inte börja en ny sida</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Sida %1 av %2</translation>
    </message>
    <message>
        <source>Print preview — %1</source>
        <translation>Förhandsgranskning — %1</translation>
    </message>
    <message>
        <source>classic: the winner collects his score from everyone, the others pay one another the differences</source>
        <translation>klassisk: vinnaren får sin poäng av alla, de andra betalar varandra skillnaderna</translation>
    </message>
    <message>
        <source>differences (source 003, &apos;med böter&apos;): every pair settles the difference</source>
        <translation>med böter (källa 003): varje par betalar skillnaden</translation>
    </message>
    <message>
        <source>none (source 003, &apos;utan böter&apos;): everyone keeps his points</source>
        <translation>utan böter (källa 003): alla behåller sina poäng</translation>
    </message>
    <message>
        <source>void: nobody pays</source>
        <translation>ogiltig: ingen betalar</translation>
    </message>
    <message>
        <source>settled: every pair settles the difference</source>
        <translation>betalas: varje par betalar skillnaden</translation>
    </message>
    <message>
        <source>Mahjong score sheet</source>
        <translation>Mahjong – poänglista</translation>
    </message>
    <message>
        <source>(finished)</source>
        <translation>(avslutat)</translation>
    </message>
    <message>
        <source>yes: every payment to or from East is doubled</source>
        <translation>ja: varje betalning till eller från Öst dubbleras</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nej</translation>
    </message>
    <message>
        <source>none</source>
        <translation>inget</translation>
    </message>
    <message>
        <source>the discarder alone pays a win on a discard; after a self-draw each other player pays half the score, rounded toward zero, and the winner gains the whole score</source>
        <translation>den som kastade betalar ensam en vinst på ett kast; efter en självdragen vinst betalar var och en av de andra halva poängen, avrundat mot noll, och vinnaren får hela poängen</translation>
    </message>
    <message>
        <source>each noten player pays each tenpai player %1; nobody pays when none or all are tenpai</source>
        <translation>varje spelare som inte är tenpai betalar %1 till varje tenpai-spelare; ingen betalar när ingen eller alla är tenpai</translation>
    </message>
    <message>
        <source>boss</source>
        <translation>boss</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Players (starting seats)</source>
        <translation>Spelare (startplatser)</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Ronder</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Betalningar</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Boss</source>
        <translation>Boss</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Vad som hände</translation>
    </message>
    <message>
        <source>tenpai</source>
        <translation>tenpai</translation>
    </message>
    <message>
        <source>The winner&apos;s score (what he gains) is bold and marked %1. +/- is what the hand adds to the balance; the balance starts at %2.</source>
        <translation>Vinnarens poäng (det han får) är fetstilt och märkt %1. +/- är vad handen lägger till saldot; saldot börjar på %2.</translation>
    </message>
    <message>
        <source>Boss: %1</source>
        <translation>Boss: %1</translation>
    </message>
    <message>
        <source>winning tile %1</source>
        <translation>vinnande bricka %1</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>till %1</translation>
    </message>
    <message>
        <source>(truncated)</source>
        <translation>(avrundat mot noll)</translation>
    </message>
    <message>
        <source>%1 pays</source>
        <translation>%1 betalar</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Ändring</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Betalning</translation>
    </message>
    <message>
        <source>East double</source>
        <translation>Öst dubbelt</translation>
    </message>
    <message>
        <source>Start balance</source>
        <translation>Startpoäng</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Tak</translation>
    </message>
    <message>
        <source>Drawn hand</source>
        <translation>Oavgjord hand</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Poänglista</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Wind</source>
        <translation>Vind</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Öst</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vinnare</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poäng</translation>
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
        <translation>oavgjord</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summa</translation>
    </message>
    <message>
        <source>No hands yet.</source>
        <translation>Inga händer än.</translation>
    </message>
    <message>
        <source>The winner&apos;s score is bold and marked %1. +/- is what the hand adds to the balance; the balance starts at %2.</source>
        <translation>Vinnarens poäng står i fetstil och är märkt %1. +/- är vad handen lägger till saldot; saldot börjar på %2.</translation>
    </message>
    <message>
        <source>A penalty has no scores (—); its +/- is the penalty paid or received.</source>
        <translation>Ett straff har inga poäng (—); dess +/- är straffet som betalas eller tas emot.</translation>
    </message>
    <message>
        <source>%1: played after the end of the game (after an edit).</source>
        <translation>%1: spelad efter partiets slut (efter en ändring).</translation>
    </message>
    <message>
        <source>; every payment to or from East is doubled (×2)</source>
        <translation>; varje betalning till eller från Öst dubbleras (×2)</translation>
    </message>
    <message>
        <source>Each line is what the player receives (+) or pays (-) to one opponent, with the arithmetic seen from his side.</source>
        <translation>Varje rad är vad spelaren får (+) eller betalar (-) till en motspelare, med uträkningen sedd från hans sida.</translation>
    </message>
    <message>
        <source>Payments, hand by hand</source>
        <translation>Betalningar, hand för hand</translation>
    </message>
    <message>
        <source>Each row is what one player pays the others, with the arithmetic; the last row is what the hand adds to each balance.</source>
        <translation>Varje rad är vad en spelare betalar de andra, med uträkningen; sista raden är vad handen lägger till varje saldo.</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>%1 wind</source>
        <translation>rondens vind %1</translation>
    </message>
    <message>
        <source>East: %1</source>
        <translation>Öst: %1</translation>
    </message>
    <message>
        <source>after the end of the game</source>
        <translation>efter partiets slut</translation>
    </message>
    <message>
        <source>penalty: %1</source>
        <translation>straff: %1</translation>
    </message>
    <message>
        <source>drawn hand</source>
        <translation>oavgjord hand</translation>
    </message>
    <message>
        <source>drawn hand, nobody pays</source>
        <translation>oavgjord hand, ingen betalar</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>vunnen av %1</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anteckning</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>mah-jong</source>
        <translation>mah-jong</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Straff</translation>
    </message>
    <message>
        <source>pays</source>
        <translation>betalar</translation>
    </message>
    <message>
        <source>receives</source>
        <translation>får</translation>
    </message>
    <message>
        <source>Opponent %1</source>
        <translation>Motspelare %1</translation>
    </message>
    <message>
        <source>Hand total</source>
        <translation>Handens summa</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>behålls</translation>
    </message>
</context>
<context>
    <name>RuleDiffDialog</name>
    <message>
        <source>Compare rule sets</source>
        <translation>Jämför regeluppsättningar</translation>
    </message>
    <message>
        <source>The rules being edited (%1)</source>
        <translation>Reglerna som redigeras (%1)</translation>
    </message>
    <message>
        <source>Open rule file…</source>
        <translation>Öppna regelfil…</translation>
    </message>
    <message>
        <source>Rule set &amp;A:</source>
        <translation>Regeluppsättning &amp;A:</translation>
    </message>
    <message>
        <source>Rule set &amp;B:</source>
        <translation>Regeluppsättning &amp;B:</translation>
    </message>
    <message>
        <source>Open rule file</source>
        <translation>Öppna regelfil</translation>
    </message>
    <message>
        <source>Rule files (*.toml);;All files (*)</source>
        <translation>Regelfiler (*.toml);;Alla filer (*)</translation>
    </message>
    <message>
        <source>%1 and %2: the same rules</source>
        <translation>%1 och %2: samma regler</translation>
    </message>
    <message>
        <source>From %1 to %2: %3 changed, %4 added, %5 removed, %6 keys of the file</source>
        <translation>Från %1 till %2: %3 ändrade, %4 tillagda, %5 borttagna, %6 av filens nycklar</translation>
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
        <translation>nej</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Skillnad</translation>
    </message>
    <message>
        <source>Rule or key</source>
        <translation>Regel eller nyckel</translation>
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
        <translation>Ändrad</translation>
    </message>
    <message>
        <source>Only in B</source>
        <translation>Bara i B</translation>
    </message>
    <message>
        <source>Only in A</source>
        <translation>Bara i A</translation>
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
        <translation>Öppna regelfil…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Spara</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Spara s&amp;om…</translation>
    </message>
    <message>
        <source>A&amp;dd rule…</source>
        <translation>Lägg &amp;till regel…</translation>
    </message>
    <message>
        <source>A rule made of a condition the program knows</source>
        <translation>En regel byggd på ett villkor som programmet känner till</translation>
    </message>
    <message>
        <source>&amp;Compare…</source>
        <translation>&amp;Jämför…</translation>
    </message>
    <message>
        <source>What differs between two rule sets</source>
        <translation>Vad som skiljer två regeluppsättningar åt</translation>
    </message>
    <message>
        <source>Rescore &amp;this game under these rules…</source>
        <translation>Räkna om de&amp;tta parti efter dessa regler…</translation>
    </message>
    <message>
        <source>Rescore this game under these rules</source>
        <translation>Räkna om detta parti efter dessa regler</translation>
    </message>
    <message>
        <source>The open game scored under the rules shown from now on (Edit &gt; Undo puts its own back)</source>
        <translation>Det öppna partiet räknas hädanefter efter reglerna som visas (Redigera &gt; Ångra ger det tillbaka dess egna)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regler:</translation>
    </message>
    <message>
        <source>Open rule file</source>
        <translation>Öppna regelfil</translation>
    </message>
    <message>
        <source>Rule files (*.toml);;All files (*)</source>
        <translation>Regelfiler (*.toml);;Alla filer (*)</translation>
    </message>
    <message>
        <source>Cannot open the rules</source>
        <translation>Kan inte öppna reglerna</translation>
    </message>
    <message>
        <source>%1 is read-only: your first change starts a copy of it (id %2), which Save as writes as a house rule file.</source>
        <translation>%1 kan inte ändras: din första ändring gör en kopia av den (id %2), som Spara som skriver som en fil med husregler.</translation>
    </message>
    <message>
        <source>A copy (id %1), not saved yet: Save as writes it as a house rule file.</source>
        <translation>En kopia (id %1), inte sparad än: Spara som skriver den som en fil med husregler.</translation>
    </message>
    <message>
        <source>%1 (id %2)%3</source>
        <translation>%1 (id %2)%3</translation>
    </message>
    <message>
        <source>, changed, not saved</source>
        <translation>, ändrad, inte sparad</translation>
    </message>
    <message>
        <source>Rule editor: %1</source>
        <translation>Regelredigerare: %1</translation>
    </message>
    <message>
        <source>Save the house rules</source>
        <translation>Spara husreglerna</translation>
    </message>
    <message>
        <source>Rule files (*.toml)</source>
        <translation>Regelfiler (*.toml)</translation>
    </message>
    <message>
        <source>Cannot save the rules</source>
        <translation>Kan inte spara reglerna</translation>
    </message>
    <message>
        <source>Rule editor</source>
        <translation>Regelredigerare</translation>
    </message>
    <message>
        <source>Save the changes to the rules first?</source>
        <translation>Spara ändringarna i reglerna först?</translation>
    </message>
    <message>
        <source>The game cannot be rescored</source>
        <translation>Partiet kan inte räknas om</translation>
    </message>
    <message>
        <source>Hand %1 cannot be scored under these rules: %2</source>
        <translation>Hand %1 kan inte räknas efter dessa regler: %2</translation>
    </message>
    <message>
        <source>Rescore the game “%1” under %2?</source>
        <translation>Räkna om partiet ”%1” efter %2?</translation>
    </message>
    <message>
        <source>1 hand scores differently under them.</source>
        <translation>1 hand får andra poäng efter dem.</translation>
    </message>
    <message>
        <source>%1 hands score differently under them.</source>
        <translation>%1 händer får andra poäng efter dem.</translation>
    </message>
    <message>
        <source>Edit &gt; Undo puts the game&apos;s own rules back.</source>
        <translation>Redigera &gt; Ångra ger partiet dess egna regler tillbaka.</translation>
    </message>
    <message>
        <source>Rescore the game</source>
        <translation>Räkna om partiet</translation>
    </message>
    <message>
        <source>The game was not rescored</source>
        <translation>Partiet räknades inte om</translation>
    </message>
</context>
<context>
    <name>RuleEditorModel</name>
    <message>
        <source>The rule set</source>
        <translation>Regeluppsättningen</translation>
    </message>
    <message>
        <source>Sets and pairs</source>
        <translation>Kombinationer och par</translation>
    </message>
    <message>
        <source>The winner&apos;s extras</source>
        <translation>Vinnarens tillägg</translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation>Dubblingar</translation>
    </message>
    <message>
        <source>Limit hands</source>
        <translation>Maxhänder</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Straff</translation>
    </message>
    <message>
        <source>Rotation and settlement</source>
        <translation>Turordning och avräkning</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Maxgräns</translation>
    </message>
    <message>
        <source>Most chows in a hand</source>
        <translation>Flest chow i en hand</translation>
    </message>
    <message>
        <source>1 player</source>
        <translation>1 spelare</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 spelare</translation>
    </message>
    <message>
        <source>Payers: %1; payees: every other player</source>
        <translation>Betalar: %1; får: alla andra spelare</translation>
    </message>
    <message>
        <source>Payers: %1; payees: %2</source>
        <translation>Betalar: %1; får: %2</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>max</translation>
    </message>
    <message>
        <source>%1 of the limit</source>
        <translation>%1 av maxgränsen</translation>
    </message>
    <message>
        <source>1 double</source>
        <translation>1 dubbling</translation>
    </message>
    <message>
        <source>%1 doubles</source>
        <translation>%1 dubblingar</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 poäng</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 poäng</translation>
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
        <translation>nej</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Värde</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Källa</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meddelande</translation>
    </message>
</context>
<context>
    <name>SeasonChart</name>
    <message>
        <source>Balance summed over the evenings</source>
        <translation>Saldo summerat över kvällarna</translation>
    </message>
    <message>
        <source>Evening</source>
        <translation>Kväll</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>Season chart</source>
        <translation>Säsongsdiagram</translation>
    </message>
</context>
<context>
    <name>SeasonDialog</name>
    <message>
        <source>Season standings</source>
        <translation>Säsongens ställning</translation>
    </message>
    <message>
        <source>Games of the season</source>
        <translation>Säsongens partier</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Alla</translation>
    </message>
    <message>
        <source>N&amp;one</source>
        <translation>&amp;Inga</translation>
    </message>
    <message>
        <source>Add &amp;database…</source>
        <translation>Lägg till &amp;databas…</translation>
    </message>
    <message>
        <source>Add game &amp;files…</source>
        <translation>Lägg till parti&amp;filer…</translation>
    </message>
    <message>
        <source>Only games &amp;from</source>
        <translation>Bara partier &amp;från</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Första dagen</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Sista dagen</translation>
    </message>
    <message>
        <source>Same players</source>
        <translation>Samma spelare</translation>
    </message>
    <message>
        <source>Bo=Bosse, Anna=Ann</source>
        <translation>Bo=Bosse, Anna=Ann</translation>
    </message>
    <message>
        <source>Other spellings of a name: NAME=OTHER, separated by commas</source>
        <translation>Andra stavningar av ett namn: NAMN=ANNAT, åtskilda med kommatecken</translation>
    </message>
    <message>
        <source>Games (tick those that count):</source>
        <translation>Partier (kryssa för dem som räknas):</translation>
    </message>
    <message>
        <source>to</source>
        <translation>till</translation>
    </message>
    <message>
        <source>&amp;Same players:</source>
        <translation>Sa&amp;mma spelare:</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Ställning</translation>
    </message>
    <message>
        <source>S&amp;tandings</source>
        <translation>S&amp;tällning</translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation>&amp;Diagram</translation>
    </message>
    <message>
        <source>Export &amp;workbook…</source>
        <translation>Exportera &amp;arbetsbok…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Exportera P&amp;DF…</translation>
    </message>
    <message>
        <source>%1 — not counted: a season counts classical games only</source>
        <translation>%1 — räknas inte: en säsong räknar bara klassiska spel</translation>
    </message>
    <message>
        <source>Cannot read the games</source>
        <translation>Kan inte läsa partierna</translation>
    </message>
    <message>
        <source>Add the games of a database</source>
        <translation>Lägg till en databas partier</translation>
    </message>
    <message>
        <source>Score sheet database (*.sqlite3 *.sqlite *.db);;All files (*)</source>
        <translation>Protokollets databas (*.sqlite3 *.sqlite *.db);;Alla filer (*)</translation>
    </message>
    <message>
        <source>Add game files</source>
        <translation>Lägg till partifiler</translation>
    </message>
    <message>
        <source>Game files (*.json)</source>
        <translation>Partifiler (*.json)</translation>
    </message>
    <message>
        <source>Games counted: %1</source>
        <translation>Partier som räknas: %1</translation>
    </message>
    <message>
        <source>season</source>
        <translation>säsong</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Exporten misslyckades</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 sparad</translation>
    </message>
    <message>
        <source>Export workbook</source>
        <translation>Exportera arbetsbok</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel-arbetsbok (*.xlsx)</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exportera PDF</translation>
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
        <translation>Plats</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partier</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Händer</translation>
    </message>
    <message>
        <source>Mah-jongs</source>
        <translation>Mah-jong</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Oavgjorda</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Medel</translation>
    </message>
    <message>
        <source>Limit hands</source>
        <translation>Takhänder</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Bästa hand</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Säsongens ställning</translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation>Partier: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3, hand %4)</source>
        <translation>%1 (%2, %3, hand %4)</translation>
    </message>
</context>
<context>
    <name>SeasonWorkbook</name>
    <message>
        <source>Standings</source>
        <translation>Ställning</translation>
    </message>
    <message>
        <source>Per game</source>
        <translation>Per parti</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Kvällar</translation>
    </message>
    <message>
        <source>Page &amp;P of &amp;N</source>
        <translation>Sida &amp;P av &amp;N</translation>
    </message>
    <message>
        <source>Season: the figures of each game</source>
        <translation>Säsong: varje partis siffror</translation>
    </message>
    <message>
        <source>Change a figure here and the standings follow.</source>
        <translation>Ändra en siffra här så följer ställningen med.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Evening</source>
        <translation>Kväll</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Parti</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Från</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Händer</translation>
    </message>
    <message>
        <source>Mah-jongs</source>
        <translation>Mah-jong</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Oavgjorda</translation>
    </message>
    <message>
        <source>Limit hands</source>
        <translation>Takhänder</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Slut</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Ändring</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Säsongens ställning</translation>
    </message>
    <message>
        <source>%1 games, %2. The figures are formulas over the sheet &apos;%3&apos;.</source>
        <translation>Partier: %1, %2. Siffrorna är formler över bladet &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>no games</source>
        <translation>inga partier</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Plats</translation>
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
        <translation>Medel</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Bästa hand</translation>
    </message>
    <message>
        <source>%1 (%2, %3, hand %4)</source>
        <translation>%1 (%2, %3, hand %4)</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Anteckning: %1</translation>
    </message>
    <message>
        <source>Balance summed over the evenings</source>
        <translation>Saldo summerat över kvällarna</translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>+/-</source>
        <translation>+/-</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vinnare</translation>
    </message>
    <message>
        <source>Boss</source>
        <translation>Boss</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Öst</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Bal.</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>%1&apos;s score</source>
        <translation>%1s poäng</translation>
    </message>
    <message>
        <source>what the hand gave or cost %1</source>
        <translation>vad handen gav eller kostade %1</translation>
    </message>
    <message>
        <source>%1&apos;s balance after the hand</source>
        <translation>%1s saldo efter handen</translation>
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
        <translation>%1, plats %2</translation>
    </message>
    <message>
        <source>Score typed by hand</source>
        <translation>Poängen inskriven för hand</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>oavgjord</translation>
    </message>
    <message>
        <source>Hand %1, %2 round, %3 is East</source>
        <translation>Hand %1, rond %2, %3 är Öst</translation>
    </message>
    <message>
        <source>Drawn hand</source>
        <translation>Oavgjord hand</translation>
    </message>
    <message>
        <source>Won by %1</source>
        <translation>Vunnen av %1</translation>
    </message>
    <message>
        <source>This hand no longer scores under the rules of this game (%1). It is kept as entered and counts as 0 for everyone until you edit it.</source>
        <translation>Den här handen ger inte längre poäng enligt spelets regler (%1). Den behålls som den matades in och räknas som 0 för alla tills du redigerar den.</translation>
    </message>
    <message>
        <source>%1 R%2</source>
        <translation>%1 R%2</translation>
    </message>
    <message>
        <source>Hand %1, round %2, %3 is the boss</source>
        <translation>Hand %1, rond %2, %3 är boss</translation>
    </message>
    <message>
        <source>Penalty: %1</source>
        <translation>Straff: %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
</context>
<context>
    <name>SituationPanel</name>
    <message>
        <source>loose tile, wall empty</source>
        <translation>lös bricka, muren slut</translation>
    </message>
    <message>
        <source>Who went mah-jong (or a drawn hand)</source>
        <translation>Vem som fick mah-jong (eller oavgjord hand)</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vinnare</translation>
    </message>
    <message>
        <source>The winning tile: click it in the winner&apos;s hand, or choose it here</source>
        <translation>Den vinnande brickan: klicka på den i vinnarens hand eller välj den här</translation>
    </message>
    <message>
        <source>Winning tile</source>
        <translation>Vinnande bricka</translation>
    </message>
    <message>
        <source>Where the winning tile came from</source>
        <translation>Varifrån den vinnande brickan kom</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Från</translation>
    </message>
    <message>
        <source>Seen on the table</source>
        <translation>Sett på bordet</translation>
    </message>
    <message>
        <source>discards, such as 99p 1s</source>
        <translation>kastade brickor, t.ex. 99p 1s</translation>
    </message>
    <message>
        <source>Tiles seen elsewhere on the table (discards), in the notation. The other players&apos; exposed and declared sets count by themselves. A tile of which every copy is seen cannot be waited on (only possible tile).</source>
        <translation>Brickor som syns på bordet (kastade brickor), i notationen. De andra spelarnas öppna och nedlagda kombinationer räknas av sig själva. En bricka vars alla exemplar syns kan ingen vänta på (enda möjliga bricka).</translation>
    </message>
    <message>
        <source>&amp;Winner</source>
        <translation>Vi&amp;nnare</translation>
    </message>
    <message>
        <source>Winning t&amp;ile</source>
        <translation>Vinnande &amp;bricka</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Från</translation>
    </message>
    <message>
        <source>Seen on the ta&amp;ble</source>
        <translation>Sett på bor&amp;det</translation>
    </message>
    <message>
        <source>Who won?</source>
        <translation>Vem vann?</translation>
    </message>
    <message>
        <source>Drawn hand</source>
        <translation>Oavgjord hand</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Muren</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Slängd</translation>
    </message>
    <message>
        <source>Where the winning tile came from: %1</source>
        <translation>Varifrån den vinnande brickan kom: %1</translation>
    </message>
    <message>
        <source>%1 won?</source>
        <translation>Vann %1?</translation>
    </message>
    <message>
        <source>%1&apos;s hand is the only complete one: click (or %2) to make %1 the winner</source>
        <translation>%1s hand är den enda färdiga: klicka (eller %2) för att göra %1 till vinnare</translation>
    </message>
    <message>
        <source>Accept the suggested winner</source>
        <translation>Godta den föreslagna vinnaren</translation>
    </message>
    <message>
        <source>click it in the hand</source>
        <translation>klicka på den i handen</translation>
    </message>
    <message>
        <source>Waited on %1 only: only possible tile</source>
        <translation>Väntade på %1: enda möjliga bricka</translation>
    </message>
    <message>
        <source>Waited on %1</source>
        <translation>Väntade på %1</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Rank</source>
        <translation>Plats</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partier</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Händer</translation>
    </message>
    <message>
        <source>Mah-jongs</source>
        <translation>Mah-jong</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Oavgjorda</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Medel</translation>
    </message>
    <message>
        <source>Limit hands</source>
        <translation>Takhänder</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Bästa hand</translation>
    </message>
    <message>
        <source>%1 (%2, %3, hand %4)</source>
        <translation>%1 (%2, %3, hand %4)</translation>
    </message>
</context>
<context>
    <name>StripTile</name>
    <message>
        <source>Stolen set of %1</source>
        <translation>Stulen grupp av %1</translation>
    </message>
    <message>
        <source>A stolen set of %1: click to make it concealed</source>
        <translation>En stulen grupp av %1: klicka för att göra den dold</translation>
    </message>
    <message>
        <source>%1 in the hand</source>
        <translation>%1 i handen</translation>
    </message>
    <message>
        <source>%1: click to make it the winning tile</source>
        <translation>%1: klicka för att göra den till vinnande bricka</translation>
    </message>
</context>
<context>
    <name>TileButton</name>
    <message>
        <source>%1 of %2 left</source>
        <translation>%1 av %2 kvar</translation>
    </message>
</context>
<context>
    <name>WhatIfPanel</name>
    <message>
        <source>a typed score</source>
        <translation>en inskriven poäng</translation>
    </message>
    <message>
        <source>&lt;b&gt;What if&lt;/b&gt;</source>
        <translation>&lt;b&gt;Tänk om&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The whole s&amp;eason</source>
        <translation>Hela säsong&amp;en</translation>
    </message>
    <message>
        <source>Every classical game of the database under the edited rules, not only the open game</source>
        <translation>Varje klassiskt parti i databasen under de redigerade reglerna, inte bara det öppna partiet</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spelat</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>Tänk om</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Skillnad</translation>
    </message>
    <message>
        <source>Hands of the open game that score differently (click one):</source>
        <translation>Händer i det öppna partiet som får andra poäng (klicka på en):</translation>
    </message>
    <message>
        <source>No game is open: open a game to see what the edited rules would have made of it.</source>
        <translation>Inget parti är öppet: öppna ett parti för att se vad de redigerade reglerna hade gjort av det.</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>det här partiet</translation>
    </message>
    <message>
        <source>Computing the standings under these rules…</source>
        <translation>Beräknar ställningen efter dessa regler…</translation>
    </message>
    <message>
        <source>A Ponjan game keeps its own rules.</source>
        <translation>Ett Ponjan-parti behåller sina egna regler.</translation>
    </message>
    <message>
        <source>1 hand scores differently</source>
        <translation>1 hand får andra poäng</translation>
    </message>
    <message>
        <source>%1 hands score differently</source>
        <translation>%1 händer får andra poäng</translation>
    </message>
    <message>
        <source>%1 cannot be scored under these rules (counted as 0)</source>
        <translation>%1 kan inte räknas under dessa regler (räknas som 0)</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>cannot be scored: %1</source>
        <translation>kan inte räknas: %1</translation>
    </message>
    <message>
        <source>As played</source>
        <translation>Som spelat</translation>
    </message>
    <message>
        <source>The same under both: %1</source>
        <translation>Samma under båda: %1</translation>
    </message>
</context>
<context>
    <name>Workbook</name>
    <message>
        <source>Score sheet</source>
        <translation>Poänglista</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Betalningar</translation>
    </message>
    <message>
        <source>Balances</source>
        <translation>Saldon</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Page &amp;P of &amp;N</source>
        <translation>Sida &amp;P av &amp;N</translation>
    </message>
    <message>
        <source>Mahjong score sheet</source>
        <translation>Mahjong – poänglista</translation>
    </message>
    <message>
        <source>%1 — Mahjong score sheet</source>
        <translation>%1 — Poänglista för mahjong</translation>
    </message>
    <message>
        <source>(finished)</source>
        <translation>(avslutat)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Convention</source>
        <translation>Betalningssätt</translation>
    </message>
    <message>
        <source>East double</source>
        <translation>Öst dubbelt</translation>
    </message>
    <message>
        <source>Start balance</source>
        <translation>Startpoäng</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Tak</translation>
    </message>
    <message>
        <source>Drawn hand</source>
        <translation>Oavgjord hand</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Ronder</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>classic: the winner collects, the others pay the differences</source>
        <translation>klassiskt: vinnaren får betalt, de andra betalar varandra skillnaderna</translation>
    </message>
    <message>
        <source>differences: every pair settles the difference (003, &apos;med böter&apos;)</source>
        <translation>skillnader: varje par gör upp skillnaden (003, &apos;med böter&apos;)</translation>
    </message>
    <message>
        <source>none: everyone keeps his points (003, &apos;utan böter&apos;)</source>
        <translation>inget: var och en behåller sina poäng (003, &apos;utan böter&apos;)</translation>
    </message>
    <message>
        <source>not used: nobody pays</source>
        <translation>används inte: ingen betalar</translation>
    </message>
    <message>
        <source>yes: East pays and receives double</source>
        <translation>ja: Öst betalar och får dubbelt</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nej</translation>
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
        <translation>klassiskt</translation>
    </message>
    <message>
        <source>differences</source>
        <translation>skillnader</translation>
    </message>
    <message>
        <source>void: nobody pays</source>
        <translation>ogiltig: ingen betalar</translation>
    </message>
    <message>
        <source>settled: every pair settles the difference</source>
        <translation>betalas: varje par betalar skillnaden</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Wind</source>
        <translation>Vind</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Öst</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vinnare</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anteckning</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Betalning</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summa</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>oavgjord</translation>
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
        <translation>Ger inte längre poäng enligt spelets regler (%1): räknas som 0 tills den redigeras</translation>
    </message>
    <message>
        <source>Every settlement, balance and total is a formula: change a score, the winner or East and the sheet follows. East and Winner hold the player&apos;s number (1 for the first name column, as under Players).</source>
        <translation>Varje betalning, saldo och summa är en formel: ändra en poäng, vinnaren eller Öst så följer listan med. Öst och Vinnare anger spelarens nummer (1 för den första namnkolumnen, som under Spelare).</translation>
    </message>
    <message>
        <source>A winner that is no player&apos;s number (such as &apos;%1&apos;) is a drawn hand, which settles nothing.</source>
        <translation>En vinnare som inte är en spelares nummer (som &apos;%1&apos;) är en oavgjord hand, som ingen betalar för.</translation>
    </message>
    <message>
        <source>A winner that is no player&apos;s number (such as &apos;%1&apos;) is a drawn hand, which every pair settles.</source>
        <translation>En vinnare som inte är en spelares nummer (som &apos;%1&apos;) är en oavgjord hand, som varje par gör upp om.</translation>
    </message>
    <message>
        <source>The player&apos;s number: %1</source>
        <translation>Spelarens nummer: %1</translation>
    </message>
    <message>
        <source>; anything else: a drawn hand</source>
        <translation>; allt annat: en oavgjord hand</translation>
    </message>
    <message>
        <source>On a penalty row (&apos;%1&apos;) the penalised players&apos; settlements are what they pay; the others&apos; follow.</source>
        <translation>På en straffrad (&apos;%1&apos;) är de straffade spelarnas betalning det de betalar; de andras följer av den.</translation>
    </message>
    <message>
        <source>Payments, hand by hand</source>
        <translation>Betalningar, hand för hand</translation>
    </message>
    <message>
        <source>Settlement %1</source>
        <translation>Betalning – %1</translation>
    </message>
    <message>
        <source>classic: the winner collects his score from everyone, the others pay one another the differences</source>
        <translation>klassisk: vinnaren får sin poäng av alla, de andra betalar varandra skillnaderna</translation>
    </message>
    <message>
        <source>differences (source 003, &apos;med böter&apos;): every pair settles the difference</source>
        <translation>med böter (källa 003): varje par betalar skillnaden</translation>
    </message>
    <message>
        <source>none (source 003, &apos;utan böter&apos;): everyone keeps his points</source>
        <translation>utan böter (källa 003): alla behåller sina poäng</translation>
    </message>
    <message>
        <source>; every payment to or from East is doubled (×2)</source>
        <translation>; varje betalning till eller från Öst dubbleras (×2)</translation>
    </message>
    <message>
        <source>The amounts are formulas over the score sheet (its points, winner and East); the arithmetic beside them is the hand as recorded.</source>
        <translation>Beloppen är formler över poänglistan (dess poäng, vinnare och Öst); uträkningen bredvid är handen som den registrerades.</translation>
    </message>
    <message>
        <source>Hand %1 (%2 wind): winner %3, East %4</source>
        <translation>Hand %1 (rondens vind %2): vinnare %3, Öst %4</translation>
    </message>
    <message>
        <source>Hand %1 (%2 wind): penalty, East %3. %4</source>
        <translation>Hand %1 (rondens vind %2): straff, Öst %3. %4</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Plats</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Straff</translation>
    </message>
    <message>
        <source>pays</source>
        <translation>betalar</translation>
    </message>
    <message>
        <source>receives</source>
        <translation>får</translation>
    </message>
    <message>
        <source>mah-jong</source>
        <translation>mah-jong</translation>
    </message>
    <message>
        <source>drawn hand</source>
        <translation>oavgjord hand</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>behålls</translation>
    </message>
    <message>
        <source>Opponent %1</source>
        <translation>Motspelare %1</translation>
    </message>
    <message>
        <source>Hand total</source>
        <translation>Handens summa</translation>
    </message>
    <message>
        <source>No hands yet.</source>
        <translation>Inga händer än.</translation>
    </message>
    <message>
        <source>%1 — balances</source>
        <translation>%1 — saldon</translation>
    </message>
    <message>
        <source>Each player&apos;s balance after each hand, from the score sheet.</source>
        <translation>Varje spelares saldo efter varje hand, från poänglistan.</translation>
    </message>
    <message>
        <source>Balance after each hand</source>
        <translation>Saldo efter varje hand</translation>
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
        <translation>Källa</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Brickor</translation>
    </message>
    <message>
        <source>Limit in this game</source>
        <translation>Tak i detta spel</translation>
    </message>
    <message>
        <source>Limit of the rule set</source>
        <translation>Reglernas tak</translation>
    </message>
    <message>
        <source>Rounds of prevailing wind</source>
        <translation>Ronder av rondens vind</translation>
    </message>
    <message>
        <source>%1 in this game (%2 in the rule set)</source>
        <translation>%1 i detta spel (%2 i reglerna)</translation>
    </message>
    <message>
        <source>East keeps the deal when East wins</source>
        <translation>Öst behåller given när Öst vinner</translation>
    </message>
    <message>
        <source>East keeps the deal after a drawn hand</source>
        <translation>Öst behåller given efter en oavgjord hand</translation>
    </message>
    <message>
        <source>East keeps the deal after a penalty</source>
        <translation>Öst behåller given efter ett straff</translation>
    </message>
    <message>
        <source>Rotation source</source>
        <translation>Källa för turordningen</translation>
    </message>
    <message>
        <source>Settlement in this game</source>
        <translation>Betalning i detta spel</translation>
    </message>
    <message>
        <source>Settlement of the rule set</source>
        <translation>Reglernas betalning</translation>
    </message>
    <message>
        <source>East pays and receives double</source>
        <translation>Öst betalar och får dubbelt</translation>
    </message>
    <message>
        <source>A drawn hand</source>
        <translation>En oavgjord hand</translation>
    </message>
    <message>
        <source>Settlement source</source>
        <translation>Källa för betalningen</translation>
    </message>
    <message>
        <source>points × 2^doubles, capped at the limit; a limit hand scores the limit</source>
        <translation>poäng × 2^dubblingar, högst taket; en takhand ger taket</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Värde</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>Gäller</translation>
    </message>
    <message>
        <source>Source text</source>
        <translation>Källans ord</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>every hand</source>
        <translation>varje hand</translation>
    </message>
    <message>
        <source>the winner</source>
        <translation>vinnaren</translation>
    </message>
    <message>
        <source>%1 (%2 in this game)</source>
        <translation>%1 (%2 i detta spel)</translation>
    </message>
    <message>
        <source>Readings of the source</source>
        <translation>Tolkningar av källan</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Boss</source>
        <translation>Boss</translation>
    </message>
    <message>
        <source>Discarder</source>
        <translation>Kastade</translation>
    </message>
    <message>
        <source>Tenpai</source>
        <translation>Tenpai</translation>
    </message>
    <message>
        <source>Tenpai payment</source>
        <translation>Tenpai-betalning</translation>
    </message>
    <message>
        <source>self-draw</source>
        <translation>självdragen</translation>
    </message>
    <message>
        <source>the discarder alone pays a win on a discard; after a self-draw each other player pays half the score, rounded toward zero, and the winner gains the whole score</source>
        <translation>den som kastade betalar ensam en vinst på ett kast; efter en självdragen vinst betalar var och en av de andra halva poängen, avrundat mot noll, och vinnaren får hela poängen</translation>
    </message>
    <message>
        <source>each noten player pays each tenpai player the tenpai payment; nobody pays when none or all are tenpai</source>
        <translation>varje spelare som inte är tenpai betalar tenpai-betalningen till varje tenpai-spelare; ingen betalar när ingen eller alla är tenpai</translation>
    </message>
    <message>
        <source>Every payment, balance and total is a formula: change a winner, a discarder, a score or a tenpai mark and the sheet follows, and so do Round and Boss (the boss keeps the deal while gaining). Winner, Discarder and Boss hold the player&apos;s number (1 for the first name column, as under Players). Score is what the winner gains. A tenpai mark is 1.</source>
        <translation>Varje betalning, saldo och summa är en formel: ändra en vinnare, den som kastade, en poäng eller ett tenpai-märke så följer bladet med, liksom Rond och Boss (bossen behåller given så länge han vinner poäng). Vinnare, Kastade och Boss innehåller spelarens nummer (1 för den första namnkolumnen, som under Spelare). Poäng är vad vinnaren får. Ett tenpai-märke är 1.</translation>
    </message>
    <message>
        <source>A winner that is no player&apos;s number (such as &apos;%1&apos;) is a drawn hand; a discarder that is no player&apos;s number (such as &apos;%2&apos;) is a self-draw.</source>
        <translation>En vinnare som inte är någon spelares nummer (till exempel &apos;%1&apos;) är en oavgjord hand; en som kastade som inte är någon spelares nummer (till exempel &apos;%2&apos;) är en självdragen vinst.</translation>
    </message>
    <message>
        <source>; anything else: a self-draw</source>
        <translation>; något annat: självdragen</translation>
    </message>
    <message>
        <source>1: tenpai at a drawn hand; empty: not tenpai</source>
        <translation>1: tenpai vid en oavgjord hand; tomt: inte tenpai</translation>
    </message>
    <message>
        <source>Hand %1 (round %2): winner %3, boss %4</source>
        <translation>Hand %1 (rond %2): vinnare %3, boss %4</translation>
    </message>
    <message>
        <source>Who pays whom: each amount is a formula over the score sheet (its winner, discarder, score and tenpai marks); the line under each table is the hand as recorded.</source>
        <translation>Vem betalar vem: varje belopp är en formel över poängbladet (dess vinnare, den som kastade, poäng och tenpai-märken); raden under varje tabell är handen som den registrerades.</translation>
    </message>
    <message>
        <source>%1 pays</source>
        <translation>%1 betalar</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>till %1</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Ändring</translation>
    </message>
    <message>
        <source>As recorded: %1</source>
        <translation>Som registrerat: %1</translation>
    </message>
    <message>
        <source>%1 pays %2 %3</source>
        <translation>%1 betalar %3 till %2</translation>
    </message>
    <message>
        <source>nobody pays</source>
        <translation>ingen betalar</translation>
    </message>
    <message>
        <source>(truncated)</source>
        <translation>(avrundat mot noll)</translation>
    </message>
    <message>
        <source>Score formula</source>
        <translation>Poängformel</translation>
    </message>
    <message>
        <source>the game&apos;s code: B(p) = 2^(p-1) for 1 to 3 points, 4*((p-4)//2+1)+4 from 4 points</source>
        <translation>spelets kod: B(p) = 2^(p-1) för 1 till 3 poäng, 4*((p-4)//2+1)+4 från 4 poäng</translation>
    </message>
    <message>
        <source>the README: B(p) = 2^(p-1) for 1 to 3 points, 4*(p//2+1)+4 from 4 points</source>
        <translation>README: B(p) = 2^(p-1) för 1 till 3 poäng, 4*(p//2+1)+4 från 4 poäng</translation>
    </message>
    <message>
        <source>the winner gains B(p) x %1, the boss B(p) x %2</source>
        <translation>vinnaren får B(p) x %1, bossen B(p) x %2</translation>
    </message>
    <message>
        <source>Source of the score</source>
        <translation>Källa för poängen</translation>
    </message>
    <message>
        <source>Source of the match</source>
        <translation>Källa för matchen</translation>
    </message>
    <message>
        <source>Rounds (a boss&apos;s term each)</source>
        <translation>Ronder (en boss period var)</translation>
    </message>
    <message>
        <source>Combination</source>
        <translation>Kombination</translation>
    </message>
    <message>
        <source>Also called</source>
        <translation>Kallas även</translation>
    </message>
    <message>
        <source>%1 of the limit</source>
        <translation>%1 av taket</translation>
    </message>
    <message>
        <source>1 player pays every other player</source>
        <translation>1 spelare betalar varje annan spelare</translation>
    </message>
    <message>
        <source>%1 players pay every other player</source>
        <translation>%1 spelare betalar varje annan spelare</translation>
    </message>
    <message>
        <source>1 player pays 1 player</source>
        <translation>1 spelare betalar 1 spelare</translation>
    </message>
    <message>
        <source>1 player pays %1 players</source>
        <translation>1 spelare betalar %1 spelare</translation>
    </message>
    <message>
        <source>%1 players pay 1 player</source>
        <translation>%1 spelare betalar 1 spelare</translation>
    </message>
    <message>
        <source>%1 players pay %2 players</source>
        <translation>%1 spelare betalar %2 spelare</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>&apos;{token}&apos; is not a set: an exposed group must be a chow (123m), a pung (555p) or a kong (1111z)</source>
        <translation>&apos;{token}&apos; är ingen kombination: en öppen grupp måste vara en chow (123m), en pong (555p) eller en kong (1111z)</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: bonus tiles are not part of a set; write them on their own</source>
        <translation>&apos;{token}&apos;: bonusbrickor ingår inte i någon kombination; skriv dem för sig</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: cannot read &apos;{rest}&apos; (unexpected &apos;{char}&apos;)</source>
        <translation>&apos;{token}&apos;: kan inte läsa &apos;{rest}&apos; (oväntat &apos;{char}&apos;)</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: square brackets mark a declared concealed kong, four identical tiles such as [2222s]</source>
        <translation>&apos;{token}&apos;: hakparenteser betecknar en nedlagd dold kong, fyra likadana brickor som [2222s]</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: braces mark a kong made by adding a claimed tile to a concealed pung, four identical tiles such as {{2222s}}</source>
        <translation>&apos;{token}&apos;: klammerparenteser markerar en kong som bildats genom att lägga en ropad bricka till en dold pong, fyra likadana brickor som {{2222s}}</translation>
    </message>
    <message>
        <source>{code} ({name}) is not a tile of the {tile_set} tile set</source>
        <translation>{code} ({name}) finns inte i brickuppsättningen {tile_set}</translation>
    </message>
    <message>
        <source>the hand holds {n} copies of {code} ({name}); there are only {copies}</source>
        <translation>handen har {n} exemplar av {code} ({name}); det finns bara {copies}</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: the digits &apos;{digits}&apos; have no suit letter after them (m, p, s, z, f, y, g or a)</source>
        <translation>&apos;{token}&apos;: siffrorna &apos;{digits}&apos; har ingen sortbokstav efter sig (m, p, s, z, f, y, g eller a)</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: &apos;{letter}&apos; is not a suit letter (m characters, p dots, s bamboo, z honours, f flowers, y seasons)</source>
        <translation>&apos;{token}&apos;: &apos;{letter}&apos; är ingen sortbokstav (m tecken, p cirklar, s bambu, z honnörskort, f blommor, y årstider)</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: a group opened with &apos;{opener}&apos; must end with &apos;{closer}&apos; and hold a set, with no spaces</source>
        <translation>&apos;{token}&apos;: en grupp som börjar med &apos;{opener}&apos; måste sluta med &apos;{closer}&apos; och innehålla en kombination, utan mellanslag</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: groups cannot be nested</source>
        <translation>&apos;{token}&apos;: grupper kan inte ligga inuti varandra</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: brackets must stand around a whole group, such as (555p) or [2222s]</source>
        <translation>&apos;{token}&apos;: parenteser måste omsluta en hel grupp, som (555p) eller [2222s]</translation>
    </message>
    <message>
        <source>the hand holds {n} copies of {code} ({name}); there is only one</source>
        <translation>handen har {n} exemplar av {code} ({name}); det finns bara en</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: there is no tile {code} ({help})</source>
        <translation>&apos;{token}&apos;: det finns ingen bricka {code} ({help})</translation>
    </message>
    <message>
        <source>seat wind &apos;{seat}&apos; is not one of E, S, W, N</source>
        <translation>egen vind &apos;{seat}&apos; är inte någon av E, S, W, N</translation>
    </message>
    <message>
        <source>prevailing wind &apos;{wind}&apos; is not one of E, S, W, N</source>
        <translation>rondens vind &apos;{wind}&apos; är inte någon av E, S, W, N</translation>
    </message>
    <message>
        <source>&apos;{source}&apos; is not a source of the winning tile (one of {known})</source>
        <translation>&apos;{source}&apos; är inget giltigt ursprung för den vinnande brickan (ett av {known})</translation>
    </message>
    <message>
        <source>East&apos;s consecutive wins cannot be negative</source>
        <translation>antalet vinster i rad för Öst kan inte vara negativt</translation>
    </message>
    <message>
        <source>a winning hand needs its winning tile</source>
        <translation>en vinnande hand behöver sin vinnande bricka</translation>
    </message>
    <message>
        <source>the winning tile {code} is not among the concealed tiles; write it in the concealed part of the hand, outside any brackets</source>
        <translation>den vinnande brickan {code} finns inte bland de dolda brickorna; skriv den i handens dolda del, utanför alla parenteser</translation>
    </message>
    <message>
        <source>a loose tile is drawn only after a kong or a bonus tile, and this hand has neither</source>
        <translation>en lös bricka dras bara efter en kong eller en bonusbricka, och den här handen har ingetdera</translation>
    </message>
    <message>
        <source>kong upon kong needs two kongs and a win on the loose tile after the second</source>
        <translation>kong på kong kräver två kong och vinst på den lösa brickan efter den andra</translation>
    </message>
    <message>
        <source>an original call is declared on the dealt hand, so the hand can have no exposed set</source>
        <translation>väntar från given: väntan anmäls redan på den utdelade handen, så handen kan inte ha någon öppen kombination</translation>
    </message>
    <message>
        <source>&apos;{flag}&apos; is not a flag (one of {known})</source>
        <translation>&apos;{flag}&apos; är ingen känd flagga (en av {known})</translation>
    </message>
    <message>
        <source>{code} is a bonus tile; only playing tiles count as seen</source>
        <translation>{code} är en bonusbricka; bara spelbrickor räknas som synliga</translation>
    </message>
    <message>
        <source>a loser has no winning tile</source>
        <translation>en spelare som inte vann har ingen vinnande bricka</translation>
    </message>
    <message>
        <source>{flag} applies only to the winner</source>
        <translation>{flag} gäller bara vinnaren</translation>
    </message>
    <message>
        <source>the winning tile {code} is a bonus tile</source>
        <translation>den vinnande brickan {code} är en bonusbricka</translation>
    </message>
    <message>
        <source>robbing a kong: the robbed player held the other three {code}, so the hand can hold only one, not {copies}</source>
        <translation>råna en kong: den rånade spelaren hade de andra tre {code}, så handen kan bara ha en, inte {copies}</translation>
    </message>
    <message>
        <source>heaven&apos;s blessing is East&apos;s: the dealer wins with the dealt hand</source>
        <translation>himmelsk frid tillhör Öst: given vinner med den utdelade handen</translation>
    </message>
    <message>
        <source>heaven&apos;s blessing: East wins with the fourteen dealt tiles, so nothing is exposed and the winning tile comes from the wall</source>
        <translation>himmelsk frid: Öst vinner med de fjorton utdelade brickorna, så inget är öppet och den vinnande brickan kommer från muren</translation>
    </message>
    <message>
        <source>earth&apos;s blessing is for a player other than East, winning on East&apos;s first discard</source>
        <translation>jordisk frid gäller en annan spelare än Öst, som vinner på Östs första slängda bricka</translation>
    </message>
    <message>
        <source>earth&apos;s blessing: the winning tile is East&apos;s first discard, claimed, and nothing else is exposed</source>
        <translation>jordisk frid: den vinnande brickan är Östs första slängda bricka, tagen av vinnaren, och inget annat är öppet</translation>
    </message>
    <message>
        <source>the hand is not complete: {tiles} cannot be split into {sets} sets and a pair</source>
        <translation>handen är inte komplett: {tiles} kan inte delas upp i {sets} kombinationer och ett par</translation>
    </message>
    <message>
        <source>the hand is not complete: {tiles} cannot be split into {sets} sets and a pair with at most {chows} chow(s) in the hand</source>
        <translation>handen är inte klar: {tiles} kan inte delas i {sets} kombinationer och ett par med högst {chows} chow i handen</translation>
    </message>
    <message>
        <source>the waits are those of a winner&apos;s hand, before its winning tile, which must be among the concealed tiles</source>
        <translation>vad handen väntar på gäller en vinnares hand före den vinnande brickan, som måste finnas bland de dolda brickorna</translation>
    </message>
    <message>
        <source>a winning hand needs 14 tiles (a kong counts as 3); this one has {size}</source>
        <translation>en vinnande hand behöver 14 brickor (en kong räknas som 3); den här har {size}</translation>
    </message>
    <message>
        <source>{code}: the hand and the tiles seen elsewhere hold {n} copies; there are only {copies}</source>
        <translation>{code}: handen och brickorna som syns på bordet har {n} exemplar; det finns bara {copies}</translation>
    </message>
    <message>
        <source>only a Ponjan game records who discarded the winning tile and who was tenpai</source>
        <translation>bara ett Ponjan-parti sparar vem som kastade den vinnande brickan och vem som var tenpai</translation>
    </message>
    <message>
        <source>a penalty has no tiles, scores, winner, winning tile, flags or seen tiles</source>
        <translation>ett straff har inga brickor, poäng, vinnare, vinstbricka, specialsituationer eller sedda brickor</translation>
    </message>
    <message>
        <source>a penalty must be a whole number of points from 1 to {most}, not {amount}</source>
        <translation>ett straff måste vara ett helt antal poäng från 1 till {most}, inte {amount}</translation>
    </message>
    <message>
        <source>a penalty of {amount} cannot be shared: every one of {payers} paying every one of {payees} the same, it must be a multiple of {step} ({lower} or {higher})</source>
        <translation>ett straff på {amount} kan inte delas: när var och en av {payers} betalar var och en av {payees} lika mycket måste det vara en multipel av {step} ({lower} eller {higher})</translation>
    </message>
    <message>
        <source>{name} is {want_payers} paying {want_payees}; this penalty has {payers} paying {payees}</source>
        <translation>{name} betalas av {want_payers} till {want_payees}; detta straff har {payers} som betalar {payees}</translation>
    </message>
    <message>
        <source>a hand that did not win holds at most 13 tiles (a kong counts as 3); this one has {size}</source>
        <translation>en hand som inte vann har högst 13 brickor (en kong räknas som 3); den här har {size}</translation>
    </message>
    <message>
        <source>&apos;{win}&apos;: the winning tile must be one tile</source>
        <translation>&apos;{win}&apos;: den vinnande brickan måste vara en enda bricka</translation>
    </message>
    <message>
        <source>{player}: {detail}</source>
        <translation>{player}: {detail}</translation>
    </message>
    <message>
        <source>hand {number}: {reason}</source>
        <translation>hand {number}: {reason}</translation>
    </message>
    <message>
        <source>the winning tile &apos;{tile}&apos; must be exactly one tile</source>
        <translation>den vinnande brickan &apos;{tile}&apos; måste vara exakt en bricka</translation>
    </message>
    <message>
        <source>a drawn hand has no winning tile and no flags</source>
        <translation>en oavgjord hand har varken vinnande bricka eller flaggor</translation>
    </message>
    <message>
        <source>the winner&apos;s hand needs its winning tile</source>
        <translation>vinnarens hand behöver sin vinnande bricka</translation>
    </message>
    <message>
        <source>give either the tiles or a typed score for each player</source>
        <translation>ange antingen brickorna eller en inskriven poäng för varje spelare</translation>
    </message>
    <message>
        <source>the hand is not complete: {tiles} cannot be split into {sets} sets and a pair nor into a special hand of this rule set</source>
        <translation>handen är inte klar: {tiles} kan inte delas i {sets} kombinationer och ett par och är inte heller någon av dessa reglers speciella händer</translation>
    </message>
    <message>
        <source>the hand is not complete: {tiles} cannot be split into {sets} sets and a pair with at most {chows} chow(s) in the hand nor into a special hand of this rule set</source>
        <translation>handen är inte klar: {tiles} kan inte delas i {sets} kombinationer och ett par med högst {chows} chow i handen och är inte heller någon av dessa reglers speciella händer</translation>
    </message>
    <message>
        <source>a note has at most {characters} characters</source>
        <translation>en anteckning har högst {characters} tecken</translation>
    </message>
    <message>
        <source>every player&apos;s name must be a text</source>
        <translation>varje spelares namn måste vara en text</translation>
    </message>
    <message>
        <source>every player needs a name</source>
        <translation>varje spelare behöver ett namn</translation>
    </message>
    <message>
        <source>two players have the same name</source>
        <translation>två spelare har samma namn</translation>
    </message>
    <message>
        <source>a game lasts 1 to 4 rounds of prevailing wind</source>
        <translation>ett parti varar 1 till 4 ronder, en för varje vind</translation>
    </message>
    <message>
        <source>the game is over: no hand can follow the last round</source>
        <translation>partiet är slut: ingen hand kan följa efter den sista ronden</translation>
    </message>
    <message>
        <source>a game has at most {hands} hands</source>
        <translation>ett parti har högst {hands} händer</translation>
    </message>
    <message>
        <source>there is no hand {number}</source>
        <translation>det finns ingen hand {number}</translation>
    </message>
    <message>
        <source>{tile}: the hands hold {count} copies ({where}); the game has only {copies}</source>
        <translation>{tile}: händerna har {count} exemplar ({where}); spelet har bara {copies}</translation>
    </message>
    <message>
        <source>the seen tiles are at most {characters} characters</source>
        <translation>de sedda brickorna är högst {characters} tecken</translation>
    </message>
    <message>
        <source>{tile}: the hands ({where}) and the tiles seen on the table hold {count} copies; the game has only {copies}</source>
        <translation>{tile}: händerna ({where}) och brickorna som setts på bordet har {count} exemplar; spelet har bara {copies}</translation>
    </message>
    <message>
        <source>seen tiles: {tile} is a bonus tile; only playing tiles count as seen</source>
        <translation>sedda brickor: {tile} är en bonusbricka; bara spelbrickor räknas som sedda</translation>
    </message>
    <message>
        <source>a penalty needs a player who pays it</source>
        <translation>ett straff behöver en spelare som betalar det</translation>
    </message>
    <message>
        <source>a penalty needs a player who receives it</source>
        <translation>ett straff behöver en spelare som får det</translation>
    </message>
    <message>
        <source>a player cannot pay a penalty to himself</source>
        <translation>en spelare kan inte betala ett straff till sig själv</translation>
    </message>
    <message>
        <source>&apos;{offence}&apos; is not a penalty of the rule set (its penalties: {known})</source>
        <translation>&apos;{offence}&apos; är inget straff i regeluppsättningen (dess straff: {known})</translation>
    </message>
    <message>
        <source>{name} needs more players than the game has</source>
        <translation>{name} kräver fler spelare än partiet har</translation>
    </message>
    <message>
        <source>a penalty names a player twice</source>
        <translation>ett straff nämner en spelare två gånger</translation>
    </message>
    <message>
        <source>a penalty of {amount} cannot be shared: every one of {payers} paying every one of {payees} the same, it must be a multiple of {step}</source>
        <translation>ett straff på {amount} kan inte delas: när var och en av {payers} betalar var och en av {payees} lika mycket måste det vara en multipel av {step}</translation>
    </message>
    <message>
        <source>a penalty names player {player}; the game has players 0 to {last}</source>
        <translation>ett straff nämner spelare {player}; partiet har spelarna 0 till {last}</translation>
    </message>
    <message>
        <source>&apos;{token}&apos; is not a set: a stolen set is three identical tiles such as (000r)</source>
        <translation>&apos;{token}&apos; är ingen grupp: en stulen grupp är tre likadana brickor, som (000r)</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: Ponjan has no kongs; a stolen set is three identical tiles such as (000r)</source>
        <translation>&apos;{token}&apos;: Ponjan har inga kong; en stulen grupp är tre likadana brickor, som (000r)</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: Ponjan has no exposed pairs; a stolen set is three identical tiles such as (000r)</source>
        <translation>&apos;{token}&apos;: Ponjan har inga öppna par; en stulen grupp är tre likadana brickor, som (000r)</translation>
    </message>
    <message>
        <source>&apos;{token}&apos; is not a set: Ponjan has no chows; a stolen set is three identical tiles such as (000r)</source>
        <translation>&apos;{token}&apos; är ingen grupp: Ponjan har inga chow; en stulen grupp är tre likadana brickor, som (000r)</translation>
    </message>
    <message>
        <source>the hand is empty</source>
        <translation>handen är tom</translation>
    </message>
    <message>
        <source>a Ponjan hand has at most {most} stolen sets (a player with 2 tiles or fewer in hand cannot steal); this one has {n}</source>
        <translation>en Ponjan-hand har högst {most} stulna grupper (en spelare med 2 brickor eller färre på handen kan inte stjäla); den här har {n}</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: cannot read &apos;{rest}&apos; (Ponjan tiles are written {codes})</source>
        <translation>&apos;{token}&apos;: kan inte läsa &apos;{rest}&apos; (Ponjans brickor skrivs {codes})</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: the digits &apos;{digits}&apos; have no colour letter after them ({letters})</source>
        <translation>&apos;{token}&apos;: siffrorna &apos;{digits}&apos; har ingen färgbokstav efter sig ({letters})</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: &apos;{letter}&apos; is not a Ponjan colour letter ({letters})</source>
        <translation>&apos;{token}&apos;: &apos;{letter}&apos; är ingen färgbokstav i Ponjan ({letters})</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: square brackets mark a concealed kong, and Ponjan has no kongs</source>
        <translation>&apos;{token}&apos;: hakparenteser markerar en dold kong, och Ponjan har inga kong</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: Ponjan has no bonus tiles (its tiles are {codes})</source>
        <translation>&apos;{token}&apos;: Ponjan har inga bonusbrickor (dess brickor är {codes})</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: {code} is a classical mahjong tile, not a Ponjan tile (Ponjan tiles are {codes})</source>
        <translation>&apos;{token}&apos;: {code} är en bricka i klassisk mahjong, inte i Ponjan (Ponjans brickor är {codes})</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: a group opened with &apos;(&apos; must end with &apos;)&apos; and hold a set, with no spaces</source>
        <translation>&apos;{token}&apos;: en grupp som öppnas med &apos;(&apos; måste sluta med &apos;)&apos; och innehålla en grupp, utan mellanslag</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: brackets must stand around a whole set, such as (000r)</source>
        <translation>&apos;{token}&apos;: parenteser ska stå runt en hel grupp, som (000r)</translation>
    </message>
    <message>
        <source>a winning Ponjan hand has 9 tiles (3 sets of three identical tiles, a stolen set counting 3); this one has {size}</source>
        <translation>en vinnande Ponjan-hand har 9 brickor (3 grupper av tre likadana brickor, en stulen grupp räknas som 3); den här har {size}</translation>
    </message>
    <message>
        <source>the hand is not complete: it must be 3 sets of three identical tiles (Ponjan has no pairs, chows or kongs), and it holds {odd}</source>
        <translation>handen är inte färdig: den måste vara 3 grupper av tre likadana brickor (Ponjan har inga par, chow eller kong), och den har {odd}</translation>
    </message>
    <message>
        <source>Ponjan is played by three: the seat is E (the boss), S or W, not {seat}</source>
        <translation>Ponjan spelas av tre: platsen är E (bossen), S eller W, inte {seat}</translation>
    </message>
    <message>
        <source>Ponjan has no kongs and no bonus tiles, so no loose tile: the winning tile comes from the wall or a discard</source>
        <translation>Ponjan har inga kong och inga bonusbrickor, alltså ingen lös bricka: den vinnande brickan kommer från muren eller en slängd bricka</translation>
    </message>
    <message>
        <source>Ponjan has no kongs to rob: the winning tile comes from the wall or a discard</source>
        <translation>Ponjan har inga kong att råna: den vinnande brickan kommer från muren eller en slängd bricka</translation>
    </message>
    <message>
        <source>&apos;{source}&apos; is not a source of the winning tile in Ponjan (one of {known})</source>
        <translation>&apos;{source}&apos; är inget ursprung för den vinnande brickan i Ponjan (ett av {known})</translation>
    </message>
    <message>
        <source>give exactly one of points (a whole number) or limit (a part of the limit, such as 0.5)</source>
        <translation>ange exakt en av points (ett heltal) eller limit (en del av maxgränsen, till exempel 0.5)</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {most}</source>
        <translation>måste vara ett heltal från 1 till {most}</translation>
    </message>
    <message>
        <source>must be 1, 2 or 3 (how many players pay it together)</source>
        <translation>måste vara 1, 2 eller 3 (hur många spelare som betalar det tillsammans)</translation>
    </message>
    <message>
        <source>must be 1, 2, 3 or &quot;{others}&quot; (every player who does not pay)</source>
        <translation>måste vara 1, 2, 3 eller &quot;{others}&quot; (varje spelare som inte betalar)</translation>
    </message>
    <message>
        <source>{payers} paying {payees} makes more than four players</source>
        <translation>{payers} som betalar {payees} blir fler än fyra spelare</translation>
    </message>
    <message>
        <source>unknown key in a penalty (expected one of {keys})</source>
        <translation>okänd nyckel i ett straff (väntade en av {keys})</translation>
    </message>
    <message>
        <source>missing, or not a text</source>
        <translation>saknas, eller är ingen text</translation>
    </message>
    <message>
        <source>must be a text of at most 200 characters</source>
        <translation>måste vara en text på högst 200 tecken</translation>
    </message>
    <message>
        <source>must be a part of the limit, more than 0 and at most 1 (0.5: half the limit)</source>
        <translation>måste vara en del av maxgränsen, mer än 0 och högst 1 (0.5: halva maxgränsen)</translation>
    </message>
    <message>
        <source>a penalty of a part of the limit needs a rule set with a limit</source>
        <translation>ett straff som är en del av maxgränsen kräver en regeluppsättning med maxgräns</translation>
    </message>
    <message>
        <source>must be a text of at most 20000 characters</source>
        <translation>måste vara en text på högst 20000 tecken</translation>
    </message>
    <message>
        <source>Ippatsu needs Reach: it is a win before the next discard after a Reach (002:50-51)</source>
        <translation>Ippatsu kräver Reach: det är en vinst före nästa slängda bricka efter en Reach (002:50-51)</translation>
    </message>
    <message>
        <source>the winning tile {code} is not among the concealed tiles; write it outside the brackets (the set it completes is never a stolen set)</source>
        <translation>den vinnande brickan {code} finns inte bland de dolda brickorna; skriv den utanför parenteserna (gruppen den fullbordar är aldrig stulen)</translation>
    </message>
    <message>
        <source>&apos;{flag}&apos; means nothing in Ponjan (its flags are reach and ippatsu)</source>
        <translation>&apos;{flag}&apos; betyder ingenting i Ponjan (dess särskilda situationer är reach och ippatsu)</translation>
    </message>
    <message>
        <source>a hand won on a discard needs at least one combination (002:21), and this one has none; it cannot be won</source>
        <translation>en hand som vinns på en slängd bricka behöver minst en kombination (002:21), och den här har ingen; den kan inte vinnas</translation>
    </message>
    <message>
        <source>Ponjan is for exactly {players} players, not {n}</source>
        <translation>Ponjan spelas av exakt {players} spelare, inte {n}</translation>
    </message>
    <message>
        <source>a Ponjan game is settled by its own payments: the convention is &apos;{convention}&apos;, not &apos;{given}&apos;</source>
        <translation>ett Ponjan-parti avräknas med sina egna betalningar: betalningssättet är &apos;{convention}&apos;, inte &apos;{given}&apos;</translation>
    </message>
    <message>
        <source>a Ponjan game has no East double (a paying boss pays like anyone else)</source>
        <translation>ett Ponjan-parti har ingen dubbel betalning för Öst (en boss som betalar betalar som alla andra)</translation>
    </message>
    <message>
        <source>a Ponjan game has no limit</source>
        <translation>ett Ponjan-parti har ingen maxpoäng</translation>
    </message>
    <message>
        <source>a Ponjan match lasts 1 to 4 rounds (a round is one boss&apos;s term)</source>
        <translation>ett Ponjan-parti varar 1 till 4 ronder (en rond är en bossperiod)</translation>
    </message>
    <message>
        <source>a Ponjan game has no penalties (the game knows none)</source>
        <translation>ett Ponjan-parti har inga straff (spelet känner inga)</translation>
    </message>
    <message>
        <source>a hand needs an entry for each of the {players} players, not {n}</source>
        <translation>en hand behöver en post för var och en av de {players} spelarna, inte {n}</translation>
    </message>
    <message>
        <source>the winner&apos;s tiles are needed: Ponjan scores the winner&apos;s hand</source>
        <translation>vinnarens brickor behövs: Ponjan räknar poäng på vinnarens hand</translation>
    </message>
    <message>
        <source>the winner</source>
        <translation>vinnaren</translation>
    </message>
    <message>
        <source>the discarder</source>
        <translation>den som slängde brickan</translation>
    </message>
    <message>
        <source>{what} must be one of the {players} players</source>
        <translation>{what} måste vara en av de {players} spelarna</translation>
    </message>
    <message>
        <source>a Ponjan hand is entered with the winner&apos;s tiles, not a typed score</source>
        <translation>en Ponjan-hand anges med vinnarens brickor, inte med en inskriven poäng</translation>
    </message>
    <message>
        <source>only the winner&apos;s tiles are entered in Ponjan (the other players&apos; hands are not scored)</source>
        <translation>i Ponjan anges bara vinnarens brickor (de andra spelarnas händer räknas inte)</translation>
    </message>
    <message>
        <source>the tenpai player</source>
        <translation>tenpai-spelaren</translation>
    </message>
    <message>
        <source>tenpai counts only when the deck ran out (a drawn hand)</source>
        <translation>tenpai räknas bara när muren tog slut (en oavgjord hand)</translation>
    </message>
    <message>
        <source>a win needs the winner&apos;s tiles and the winning tile</source>
        <translation>en vinst behöver vinnarens brickor och den vinnande brickan</translation>
    </message>
    <message>
        <source>give the tiles of each of the {players} players</source>
        <translation>ange brickorna för var och en av de {players} spelarna</translation>
    </message>
    <message>
        <source>a drawn hand has no winner&apos;s tiles, winning tile, discarder or flags; give who was tenpai</source>
        <translation>en oavgjord hand har varken vinnarens brickor, vinnande bricka, någon som slängde den eller flaggor; ange vem som var tenpai</translation>
    </message>
    <message>
        <source>a self-drawn win has no discarder</source>
        <translation>en självdragen vinst har ingen som slängde brickan</translation>
    </message>
    <message>
        <source>a win on a discard needs the player who discarded: the discarder alone pays</source>
        <translation>en vinst på en slängd bricka behöver spelaren som slängde den: den som slängde betalar ensam</translation>
    </message>
    <message>
        <source>player {number} holds {size} tiles; a holding between turns has {holding}</source>
        <translation>spelare {number} har {size} brickor; en hand mellan dragen har {holding}</translation>
    </message>
    <message>
        <source>a match lasts at least one round</source>
        <translation>ett parti varar minst en rond</translation>
    </message>
    <message>
        <source>the match is over: no hand can follow the last round</source>
        <translation>partiet är slut: ingen hand kan följa efter den sista ronden</translation>
    </message>
    <message>
        <source>the winner cannot have discarded the winning tile</source>
        <translation>vinnaren kan inte ha slängt den vinnande brickan</translation>
    </message>
    <message>
        <source>the winner cannot have discarded his own winning tile</source>
        <translation>vinnaren kan inte ha slängt sin egen vinnande bricka</translation>
    </message>
    <message>
        <source>{hands}, {count} penalties</source>
        <translation>{hands}, {count} straff</translation>
    </message>
    <message>
        <source>{path}: no such database file</source>
        <translation>{path}: databasfilen finns inte</translation>
    </message>
    <message>
        <source>a game</source>
        <translation>ett parti</translation>
    </message>
    <message>
        <source>{origin}: two players of one game would count as the same person ({players}); check --same</source>
        <translation>{origin}: två spelare i samma parti skulle räknas som samma person ({players}); kontrollera --same</translation>
    </message>
    <message>
        <source>1 hand</source>
        <translation>1 hand</translation>
    </message>
    <message>
        <source>{count} hands</source>
        <translation>{count} händer</translation>
    </message>
    <message>
        <source>{hands}, 1 penalty</source>
        <translation>{hands}, 1 straff</translation>
    </message>
    <message>
        <source>{option} &apos;{text}&apos;: give a date as YYYY-MM-DD</source>
        <translation>{option} &apos;{text}&apos;: ange ett datum som ÅÅÅÅ-MM-DD</translation>
    </message>
    <message>
        <source>--same &apos;{item}&apos;: write NAME=OTHER, e.g. Bo=Bosse</source>
        <translation>--same &apos;{item}&apos;: skriv NAMN=ANNAT, t.ex. Bo=Bosse</translation>
    </message>
    <message>
        <source>{origin}: hand {number} no longer scores under the game&apos;s rules ({problem}); it counts as 0 until it is edited</source>
        <translation>{origin}: hand {number} går inte längre att räkna enligt partiets regler ({problem}); den räknas som 0 tills den ändras</translation>
    </message>
    <message>
        <source>{origin} ({hands})</source>
        <translation>{origin} ({hands})</translation>
    </message>
    <message>
        <source>&apos;{title}&apos; was given {count} times ({where}); it counts once</source>
        <translation>&apos;{title}&apos; angavs {count} gånger ({where}); det räknas en gång</translation>
    </message>
    <message>
        <source>&apos;{title}&apos;: the copies differ ({where}); {origin} counts</source>
        <translation>&apos;{title}&apos;: kopiorna skiljer sig åt ({where}); {origin} räknas</translation>
    </message>
    <message>
        <source>{path}: {error}</source>
        <translation>{path}: {error}</translation>
    </message>
    <message>
        <source>{origin}: left out, a {kind} game (a season counts classical games only, yet)</source>
        <translation>{origin}: utelämnat, ett {kind}-parti (en säsong räknar än så länge bara klassiska partier)</translation>
    </message>
    <message>
        <source>{origin}: left out, it has no date</source>
        <translation>{origin}: utelämnat, det saknar datum</translation>
    </message>
    <message>
        <source>{origin}: left out, {error}</source>
        <translation>{origin}: utelämnat, {error}</translation>
    </message>
    <message>
        <source>only a game that was stored (and has an id) can be restored</source>
        <translation>bara ett parti som har sparats (och har ett id) kan återställas</translation>
    </message>
    <message>
        <source>the stored JSON cannot be read</source>
        <translation>den sparade JSON-texten kan inte läsas</translation>
    </message>
    <message>
        <source>this change would leave hand {number} invalid: {reason}</source>
        <translation>den här ändringen skulle göra hand {number} ogiltig: {reason}</translation>
    </message>
    <message>
        <source>a {kind} game is kept with its own rules: only a classical game can be rescored under other rules</source>
        <translation>ett {kind}-parti behåller sina egna regler: bara ett klassiskt parti kan räknas om efter andra regler</translation>
    </message>
    <message>
        <source>these rules are for {kind}: a classical game can only be rescored under classical rules</source>
        <translation>dessa regler är för {kind}: ett klassiskt parti kan bara räknas om efter klassiska regler</translation>
    </message>
    <message>
        <source>the game is marked finished; reopen it to record more hands</source>
        <translation>partiet är markerat som avslutat; öppna det igen för att registrera fler händer</translation>
    </message>
    <message>
        <source>under these rules hand {number} cannot be scored: {reason}</source>
        <translation>efter dessa regler kan hand {number} inte räknas: {reason}</translation>
    </message>
    <message>
        <source>{path}: cannot write the file ({reason}); nothing was written</source>
        <translation>{path}: kan inte skriva filen ({reason}); inget skrevs</translation>
    </message>
    <message>
        <source>{path}: cannot write the file ({folder}: no such folder); nothing was written</source>
        <translation>{path}: kan inte skriva filen ({folder}: mappen finns inte); inget skrevs</translation>
    </message>
    <message>
        <source>{path}: is a folder, not a file; nothing was written</source>
        <translation>{path}: är en mapp, inte en fil; inget skrevs</translation>
    </message>
    <message>
        <source>{path}: not a regular file (a pipe, a device or a socket); it was left as it is and nothing was written</source>
        <translation>{path}: inte en vanlig fil (en rörledning, en enhet eller en sockel); den lämnades som den var och inget skrevs</translation>
    </message>
    <message>
        <source>{path}: is the same file as the input {source}; writing it would replace that input, so nothing was written</source>
        <translation>{path}: är samma fil som indata {source}; att skriva den skulle ersätta den, så inget skrevs</translation>
    </message>
    <message>
        <source>{name} is in an exposed set or a kong: the winning tile is one of the concealed tiles (right-click the set to make it concealed).</source>
        <translation>{name} ligger i en öppen kombination eller en kong: den vinnande brickan är en av de dolda brickorna (högerklicka på kombinationen för att göra den dold).</translation>
    </message>
    <message>
        <source>{player} has a typed score, which counts: clear it (untick Score) to enter tiles.</source>
        <translation>{player} har en inskriven poäng, som gäller: ta bort den (bocka ur Poäng) för att ange brickor.</translation>
    </message>
    <message>
        <source>Correct the text first (or clear it); a click would replace it.</source>
        <translation>Rätta texten först (eller töm den); ett klick skulle ersätta den.</translation>
    </message>
    <message>
        <source>{name} ({code}) is not a tile of the {tile_set} tile set.</source>
        <translation>{name} ({code}) finns inte i brickuppsättningen {tile_set}.</translation>
    </message>
    <message>
        <source>A chow is three tiles in a row of one suit; {name} ({code}) cannot be part of one.</source>
        <translation>En chow är tre brickor i följd i samma sort; {name} ({code}) kan inte ingå i en.</translation>
    </message>
    <message>
        <source>A chow is added by its lowest tile, so {code} cannot start one; click {start} for {chow}.</source>
        <translation>En chow läggs till med sin lägsta bricka, så {code} kan inte börja en; klicka på {start} för {chow}.</translation>
    </message>
    <message>
        <source>Not added: a hand holds at most {most} tiles (a kong counts as 3).</source>
        <translation>Inte tillagd: en hand har högst {most} brickor (en kong räknas som 3).</translation>
    </message>
    <message>
        <source>A pair is always concealed; right-click it to remove it.</source>
        <translation>Ett par är alltid dolt; högerklicka på det för att ta bort det.</translation>
    </message>
    <message>
        <source>There is no tile {code}.</source>
        <translation>Det finns ingen bricka {code}.</translation>
    </message>
    <message>
        <source>Not added: {reason}.</source>
        <translation>Inte tillagd: {reason}.</translation>
    </message>
    <message>
        <source>Not added: there are only {copies} of {name} and the other hands hold {other}.</source>
        <translation>Inte tillagd: det finns bara {copies} av {name} och de andra händerna har {other}.</translation>
    </message>
    <message>
        <source>Put the typed hand right first: {reason}</source>
        <translation>Rätta först den skrivna handen: {reason}</translation>
    </message>
    <message>
        <source>A winning Ponjan hand has 9 tiles; this one has {count}</source>
        <translation>En vinnande Ponjan-hand har 9 brickor; den här har {count}</translation>
    </message>
    <message>
        <source>There are only {copies} copies of {name}</source>
        <translation>Det finns bara {copies} exemplar av {name}</translation>
    </message>
    <message>
        <source>A Ponjan hand has at most two stolen sets</source>
        <translation>En Ponjan-hand har högst två stulna grupper</translation>
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
        <translation>{path}, rad {line}: {key}: {message}</translation>
    </message>
    <message>
        <source>{path}, line {line}: {message}</source>
        <translation>{path}, rad {line}: {message}</translation>
    </message>
    <message>
        <source>a {type}</source>
        <translation>en {type}</translation>
    </message>
    <message>
        <source>a value</source>
        <translation>ett värde</translation>
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
        <translation>en andel mellan 0 och 1, till exempel 0.5</translation>
    </message>
    <message>
        <source>a number of about {digits} digits</source>
        <translation>ett tal med omkring {digits} siffror</translation>
    </message>
    <message>
        <source>a decimal number</source>
        <translation>ett decimaltal</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>en lista</translation>
    </message>
    <message>
        <source>a whole number from {lo} to {hi}</source>
        <translation>ett heltal från {lo} till {hi}</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>en text</translation>
    </message>
    <message>
        <source>one of {values}</source>
        <translation>en av {values}</translation>
    </message>
    <message>
        <source>{wants} or null</source>
        <translation>{wants} eller null</translation>
    </message>
    <message>
        <source>a list of at most {count} items, each {wants}</source>
        <translation>en lista med högst {count} poster, var och en {wants}</translation>
    </message>
    <message>
        <source>{first}, or {second}</source>
        <translation>{first}, eller {second}</translation>
    </message>
    <message>
        <source>a number of {digits} digits</source>
        <translation>ett tal med {digits} siffror</translation>
    </message>
    <message>
        <source>expected {wants}, not {value}</source>
        <translation>väntade {wants}, inte {value}</translation>
    </message>
    <message>
        <source>a text of at most {count} characters</source>
        <translation>en text på högst {count} tecken</translation>
    </message>
    <message>
        <source>too long: {count} characters (at most {most})</source>
        <translation>för lång: {count} tecken (högst {most})</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>får inte vara tom</translation>
    </message>
    <message>
        <source>holds a lone surrogate (such as \ud800), which is not a character: not a text</source>
        <translation>innehåller ett ensamt surrogat (till exempel \ud800), som inte är ett tecken: ingen text</translation>
    </message>
    <message>
        <source>expected {least} to {most} items, not {count}</source>
        <translation>väntade {least} till {most} poster, inte {count}</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>saknas</translation>
    </message>
    <message>
        <source>unknown key (expected one of {keys})</source>
        <translation>okänd nyckel (väntade en av {keys})</translation>
    </message>
    <message>
        <source>the file is too large for a rule set ({count} characters; at most {most})</source>
        <translation>filen är för stor för en regeluppsättning ({count} tecken; högst {most})</translation>
    </message>
    <message>
        <source>not valid TOML: {error}</source>
        <translation>inte giltig TOML: {error}</translation>
    </message>
    <message>
        <source>not a usable TOML file: values nested too deeply</source>
        <translation>ingen användbar TOML-fil: värdena är nästlade för djupt</translation>
    </message>
    <message>
        <source>not a usable TOML file: a number too long</source>
        <translation>ingen användbar TOML-fil: ett för långt tal</translation>
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
        <translation>ingen sådan regeluppsättning; de inbyggda är {ids}</translation>
    </message>
    <message>
        <source>unknown game {game} (one of {games})</source>
        <translation>okänt spel {game} (ett av {games})</translation>
    </message>
    <message>
        <source>a rule set for {game}, not for classical mahjong: its games are kept with its own rules (mahjong-score game, the desktop program)</source>
        <translation>en regeluppsättning för {game}, inte för klassisk mahjong: dess partier förs med egna regler (mahjong-score game, skrivbordsprogrammet)</translation>
    </message>
    <message>
        <source>a rule set with limit hands needs a limit</source>
        <translation>en regeluppsättning med maxhänder behöver en maxgräns</translation>
    </message>
    <message>
        <source>unknown condition &apos;{condition}&apos; (known: {known})</source>
        <translation>okänt villkor &apos;{condition}&apos; (kända: {known})</translation>
    </message>
    <message>
        <source>give exactly one of points, doubles or limit = true</source>
        <translation>ange exakt en av points, doubles eller limit = true</translation>
    </message>
    <message>
        <source>a limit hand applies to the winner (applies = &quot;winner&quot;); only a share of the limit may apply to a loser</source>
        <translation>en maxhand gäller vinnaren (applies = &quot;winner&quot;); bara en andel av maxgränsen får gälla en förlorare</translation>
    </message>
    <message>
        <source>only a doubles rule can be a special hand (special, keeps)</source>
        <translation>bara en regel med dubblingar kan vara en speciell hand (special, keeps)</translation>
    </message>
    <message>
        <source>keeps names the doubles a special hand keeps: give special = true</source>
        <translation>keeps nämner de dubblingar en speciell hand behåller: ange special = true</translation>
    </message>
    <message>
        <source>cannot read the file ({reason})</source>
        <translation>kan inte läsa filen ({reason})</translation>
    </message>
    <message>
        <source>the file is too large for a rule set</source>
        <translation>filen är för stor för en regeluppsättning</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>filen är inte UTF-8-text</translation>
    </message>
    <message>
        <source>rule id &apos;{id}&apos; is used twice</source>
        <translation>regel-id &apos;{id}&apos; används två gånger</translation>
    </message>
    <message>
        <source>penalty id &apos;{id}&apos; is used twice</source>
        <translation>straff-id &apos;{id}&apos; används två gånger</translation>
    </message>
    <message>
        <source>rule = {rule} names no rule of this set that a winner can score</source>
        <translation>rule = {rule} nämner ingen regel i denna uppsättning som en vinnare kan få</translation>
    </message>
    <message>
        <source>condition &apos;{condition}&apos; takes no parameter &apos;{name}&apos; (it takes: {known})</source>
        <translation>villkoret &apos;{condition}&apos; tar ingen parameter &apos;{name}&apos; (det tar: {known})</translation>
    </message>
    <message>
        <source>{name} = {value} is not one of {values}</source>
        <translation>{name} = {value} är inte en av {values}</translation>
    </message>
    <message>
        <source>keeps = &apos;{kept}&apos; names no doubles rule of this set (a special hand keeps the doubles of other rules)</source>
        <translation>keeps = &apos;{kept}&apos; nämner ingen dubblingsregel i denna uppsättning (en speciell hand behåller andra reglers dubblingar)</translation>
    </message>
    <message>
        <source>{path}: a Ponjan rule set: house rule files are made of classical rule sets</source>
        <translation>{path}: en Ponjan-regeluppsättning: husregelfiler görs av klassiska regeluppsättningar</translation>
    </message>
    <message>
        <source>{path} has no rule &apos;{rule}&apos; (its rules and their ids: mahjong-score rules {path})</source>
        <translation>{path} har ingen regel &apos;{rule}&apos; (dess regler och deras id: mahjong-score rules {path})</translation>
    </message>
    <message>
        <source>id &apos;{id}&apos; is a built-in rule set&apos;s: give the house rules an id of their own</source>
        <translation>id &apos;{id}&apos; tillhör en inbyggd regeluppsättning: ge husreglerna ett eget id</translation>
    </message>
    <message>
        <source>&apos;{item}&apos;: write each change as KEY=VALUE, such as points=4</source>
        <translation>&apos;{item}&apos;: skriv varje ändring som KEY=VALUE, till exempel points=4</translation>
    </message>
    <message>
        <source>&apos;{item}&apos;: {key} is given twice</source>
        <translation>&apos;{item}&apos;: {key} anges två gånger</translation>
    </message>
    <message>
        <source>give at least one KEY=VALUE ({keys})</source>
        <translation>ange minst en KEY=VALUE ({keys})</translation>
    </message>
    <message>
        <source>give one of points, doubles or limit: a rule has one value</source>
        <translation>ange en av points, doubles eller limit: en regel har ett värde</translation>
    </message>
    <message>
        <source>give one of points or limit: a penalty has one amount</source>
        <translation>ange en av points eller limit: ett straff har ett belopp</translation>
    </message>
    <message>
        <source>{path} has no penalty &apos;{penalty}&apos; (its penalties and their ids: mahjong-score rules {path})</source>
        <translation>{path} har inget straff &apos;{penalty}&apos; (dess straff och deras id: mahjong-score rules {path})</translation>
    </message>
    <message>
        <source>a rule&apos;s {key} is not changed here (one of: {keys})</source>
        <translation>en regels {key} ändras inte här (en av: {keys})</translation>
    </message>
    <message>
        <source>a penalty&apos;s {key} is not changed here (one of: {keys})</source>
        <translation>ett straffs {key} ändras inte här (en av: {keys})</translation>
    </message>
    <message>
        <source>{key} is not a key of the file that is changed here (one of: {keys}, or rotation.KEY, settlement.KEY; a rule&apos;s values: rules set FILE RULE_ID KEY=VALUE)</source>
        <translation>{key} är ingen nyckel i filen som ändras här (en av: {keys}, eller rotation.KEY, settlement.KEY; en regels värden: rules set FILE RULE_ID KEY=VALUE)</translation>
    </message>
    <message>
        <source>characters are 1m-9m</source>
        <translation>tecken är 1m-9m</translation>
    </message>
    <message>
        <source>dots are 1p-9p</source>
        <translation>cirklar är 1p-9p</translation>
    </message>
    <message>
        <source>bamboo is 1s-9s</source>
        <translation>bambu är 1s-9s</translation>
    </message>
    <message>
        <source>honours are 1z-7z</source>
        <translation>honnörskort är 1z-7z</translation>
    </message>
    <message>
        <source>flowers are 1f-4f</source>
        <translation>blommor är 1f-4f</translation>
    </message>
    <message>
        <source>seasons are 1y-4y</source>
        <translation>årstider är 1y-4y</translation>
    </message>
    <message>
        <source>second-colour seasons are 1g-4g</source>
        <translation>årstider i andra färgen är 1g-4g</translation>
    </message>
    <message>
        <source>animal tiles are 1a-8a</source>
        <translation>specialtecken är 1a-8a</translation>
    </message>
    <message>
        <source>red tiles are 0r and 1r</source>
        <translation>röda brickor är 0r och 1r</translation>
    </message>
    <message>
        <source>blue tiles are 0b and 1b</source>
        <translation>blå brickor är 0b och 1b</translation>
    </message>
    <message>
        <source>yellow tiles are 0k and 1k</source>
        <translation>gula brickor är 0k och 1k</translation>
    </message>
    <message>
        <source>white tiles are 0w-3w</source>
        <translation>vita brickor är 0w-3w</translation>
    </message>
    <message>
        <source>dragon tiles are 0d and 1d</source>
        <translation>drakbrickor är 0d och 1d</translation>
    </message>
</context>
<context>
    <name>honours</name>
    <message>
        <source>Wd</source>
        <translation>Vd</translation>
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
        <translation>Öppen pong i 2–8</translation>
    </message>
    <message>
        <source>Exposed pung of terminals or honours</source>
        <translation>Öppen pong i terminaler eller honnörskort</translation>
    </message>
    <message>
        <source>Concealed pung of 2-8</source>
        <translation>Dold pong i 2–8</translation>
    </message>
    <message>
        <source>Concealed pung of terminals or honours</source>
        <translation>Dold pong i terminaler eller honnörskort</translation>
    </message>
    <message>
        <source>Exposed kong of 2-8</source>
        <translation>Öppen kong i 2–8</translation>
    </message>
    <message>
        <source>Exposed kong of terminals or honours</source>
        <translation>Öppen kong i terminaler eller honnörskort</translation>
    </message>
    <message>
        <source>Concealed kong of 2-8</source>
        <translation>Dold kong i 2–8</translation>
    </message>
    <message>
        <source>Concealed kong of terminals or honours</source>
        <translation>Dold kong i terminaler eller honnörskort</translation>
    </message>
    <message>
        <source>Pung or kong of dragons</source>
        <translation>Pong eller kong i drakar</translation>
    </message>
    <message>
        <source>Pung or kong of own wind</source>
        <translation>Pong eller kong i egen vind</translation>
    </message>
    <message>
        <source>Pung or kong of the round wind</source>
        <translation>Pong eller kong i rondens vind</translation>
    </message>
    <message>
        <source>Pair of own wind</source>
        <translation>Par i egen vind</translation>
    </message>
    <message>
        <source>Pair of the round wind</source>
        <translation>Par i rondens vind</translation>
    </message>
    <message>
        <source>Pair of dragons</source>
        <translation>Par i drakar</translation>
    </message>
    <message>
        <source>Flower or season</source>
        <translation>Blomma eller årstid</translation>
    </message>
    <message>
        <source>Own flower and own season</source>
        <translation>Egen blomma och egen årstid</translation>
    </message>
    <message>
        <source>All four flowers</source>
        <translation>Alla fyra blommorna</translation>
    </message>
    <message>
        <source>All four seasons</source>
        <translation>Alla fyra årstiderna</translation>
    </message>
    <message>
        <source>Three concealed pungs</source>
        <translation>Tre dolda pong</translation>
    </message>
    <message>
        <source>Little three dragons</source>
        <translation>Tre små drakar</translation>
    </message>
    <message>
        <source>Big three dragons</source>
        <translation>Tre stora drakar</translation>
    </message>
    <message>
        <source>Little four joys</source>
        <translation>Fyra små glädjeämnen</translation>
    </message>
    <message>
        <source>Big four joys</source>
        <translation>Fyra stora glädjeämnen</translation>
    </message>
    <message>
        <source>Mah-jong</source>
        <translation>Mah-jong</translation>
    </message>
    <message>
        <source>Last tile completes a pair of 2-8</source>
        <translation>Sista brickan fullbordar ett par i 2–8</translation>
    </message>
    <message>
        <source>Last tile completes a pair of terminals or honours</source>
        <translation>Sista brickan fullbordar ett par i terminaler eller honnörskort</translation>
    </message>
    <message>
        <source>Only possible tile</source>
        <translation>Enda möjliga bricka</translation>
    </message>
    <message>
        <source>Last tile drawn, not discarded</source>
        <translation>Sista brickan dragen, inte slängd</translation>
    </message>
    <message>
        <source>Zero point hand</source>
        <translation>Hand utan poäng</translation>
    </message>
    <message>
        <source>No chow</source>
        <translation>Ingen chow</translation>
    </message>
    <message>
        <source>Only concealed sets</source>
        <translation>Bara dolda kombinationer</translation>
    </message>
    <message>
        <source>One suit with honours</source>
        <translation>En sort med honnörskort</translation>
    </message>
    <message>
        <source>Only terminals and honours</source>
        <translation>Bara terminaler och honnörskort</translation>
    </message>
    <message>
        <source>One suit only</source>
        <translation>Bara en sort</translation>
    </message>
    <message>
        <source>Last tile a loose tile</source>
        <translation>Sista brickan en lös bricka</translation>
    </message>
    <message>
        <source>Last tile of the wall</source>
        <translation>Murens sista bricka</translation>
    </message>
    <message>
        <source>Last discard of the wall</source>
        <translation>Murens sista slängda bricka</translation>
    </message>
    <message>
        <source>Robbing a kong</source>
        <translation>Råna en kong</translation>
    </message>
    <message>
        <source>Original call</source>
        <translation>Väntar från given</translation>
    </message>
    <message>
        <source>Concealed one suit</source>
        <translation>Dold, bara en sort</translation>
    </message>
    <message>
        <source>Only honours</source>
        <translation>Bara honnörskort</translation>
    </message>
    <message>
        <source>Hidden treasure</source>
        <translation>Den dolda skatten</translation>
    </message>
    <message>
        <source>Heads and tails</source>
        <translation>Huvuden och svansar</translation>
    </message>
    <message>
        <source>Four kongs</source>
        <translation>Fyra kong</translation>
    </message>
    <message>
        <source>Three great scholars</source>
        <translation>Tre stora lärde</translation>
    </message>
    <message>
        <source>Four blessings</source>
        <translation>Fyra välsignelser</translation>
    </message>
    <message>
        <source>Imperial jade</source>
        <translation>Kejserlig jade</translation>
    </message>
    <message>
        <source>Plum blossom on the roof</source>
        <translation>Plommonblom på taket</translation>
    </message>
    <message>
        <source>Moon from the bottom of the sea</source>
        <translation>Månen från havets botten</translation>
    </message>
    <message>
        <source>Scratching a carrying pole</source>
        <translation>Att klia en bärstång</translation>
    </message>
    <message>
        <source>Kong upon kong</source>
        <translation>Kong på kong</translation>
    </message>
    <message>
        <source>Heaven&apos;s blessing</source>
        <translation>Himmelsk frid</translation>
    </message>
    <message>
        <source>Earth&apos;s blessing</source>
        <translation>Jordisk frid</translation>
    </message>
    <message>
        <source>East wins nine times in a row</source>
        <translation>Öst vinner nio gånger i rad</translation>
    </message>
    <message>
        <source>Nine gates</source>
        <translation>Nio portar</translation>
    </message>
    <message>
        <source>Thirteen orphans</source>
        <translation>Tretton föräldralösa</translation>
    </message>
    <message>
        <source>Squirming snake</source>
        <translation>Slingrande orm</translation>
    </message>
    <message>
        <source>Exposed pung of minor tiles</source>
        <translation>Öppen pong i små brickor</translation>
    </message>
    <message>
        <source>Concealed pung of minor tiles</source>
        <translation>Dold pong i små brickor</translation>
    </message>
    <message>
        <source>Exposed pung of major tiles</source>
        <translation>Öppen pong i stora brickor</translation>
    </message>
    <message>
        <source>Concealed pung of major tiles</source>
        <translation>Dold pong i stora brickor</translation>
    </message>
    <message>
        <source>Exposed kong of minor tiles</source>
        <translation>Öppen kong i små brickor</translation>
    </message>
    <message>
        <source>Concealed kong of minor tiles</source>
        <translation>Dold kong i små brickor</translation>
    </message>
    <message>
        <source>Exposed kong of major tiles</source>
        <translation>Öppen kong i stora brickor</translation>
    </message>
    <message>
        <source>Concealed kong of major tiles</source>
        <translation>Dold kong i stora brickor</translation>
    </message>
    <message>
        <source>Pair of the prevailing wind</source>
        <translation>Par i rondens vind</translation>
    </message>
    <message>
        <source>Winning tile drawn from the wall</source>
        <translation>Vinnande brickan dragen från muren</translation>
    </message>
    <message>
        <source>Fishing the eyes (minor pair)</source>
        <translation>Fiska ögonen (par i små brickor)</translation>
    </message>
    <message>
        <source>Fishing the eyes (major pair)</source>
        <translation>Fiska ögonen (par i stora brickor)</translation>
    </message>
    <message>
        <source>Set of dragons</source>
        <translation>Kombination i drakar</translation>
    </message>
    <message>
        <source>Set of own wind</source>
        <translation>Kombination i egen vind</translation>
    </message>
    <message>
        <source>Set of the prevailing wind</source>
        <translation>Kombination i rondens vind</translation>
    </message>
    <message>
        <source>No-score hand (four chows and a pair that scores nothing)</source>
        <translation>Hand utan poäng (fyra chow och ett par utan poäng)</translation>
    </message>
    <message>
        <source>No chow (birds singing in harmony)</source>
        <translation>Ingen chow (fåglar som sjunger i harmoni)</translation>
    </message>
    <message>
        <source>Concealed to the end, last tile included</source>
        <translation>Dold till slutet, sista brickan inräknad</translation>
    </message>
    <message>
        <source>Clear suit</source>
        <translation>Ren sort</translation>
    </message>
    <message>
        <source>Major tiles only</source>
        <translation>Bara stora brickor</translation>
    </message>
    <message>
        <source>Honours only</source>
        <translation>Bara honnörskort</translation>
    </message>
    <message>
        <source>Winning on a loose tile</source>
        <translation>Vinst på en lös bricka</translation>
    </message>
    <message>
        <source>Winning on the last tile of the wall</source>
        <translation>Vinst på murens sista bricka</translation>
    </message>
    <message>
        <source>Winning on the last discard</source>
        <translation>Vinst på den sista slängda brickan</translation>
    </message>
    <message>
        <source>Heaven&apos;s Blessing</source>
        <translation>Himmelsk frid</translation>
    </message>
    <message>
        <source>Earth&apos;s Blessing</source>
        <translation>Jordisk frid</translation>
    </message>
    <message>
        <source>Plum Blossom on the Roof</source>
        <translation>Plommonblom på taket</translation>
    </message>
    <message>
        <source>Moon from the Bottom of the Sea</source>
        <translation>Månen från havets botten</translation>
    </message>
    <message>
        <source>Scratching a Carrying Pole</source>
        <translation>Att klia en bärstång</translation>
    </message>
    <message>
        <source>Kong upon Kong</source>
        <translation>Kong på kong</translation>
    </message>
    <message>
        <source>Fourfold Plenty</source>
        <translation>Fyrfaldigt överflöd</translation>
    </message>
    <message>
        <source>Buried Treasure</source>
        <translation>Den begravda skatten</translation>
    </message>
    <message>
        <source>Three Great Scholars</source>
        <translation>Tre stora lärde</translation>
    </message>
    <message>
        <source>Four Blessings o&apos;er the Door</source>
        <translation>Fyra välsignelser över dörren</translation>
    </message>
    <message>
        <source>All Honours</source>
        <translation>Bara honnörskort</translation>
    </message>
    <message>
        <source>Heads and Tails</source>
        <translation>Huvuden och svansar</translation>
    </message>
    <message>
        <source>Imperial Jade</source>
        <translation>Kejserlig jade</translation>
    </message>
    <message>
        <source>Nine Gates</source>
        <translation>Nio portar</translation>
    </message>
    <message>
        <source>Wriggling Snake</source>
        <translation>Slingrande orm</translation>
    </message>
    <message>
        <source>Standard Mah Jongg</source>
        <translation>Vanlig mah-jong</translation>
    </message>
    <message>
        <source>Gates of Heaven</source>
        <translation>Himlens portar</translation>
    </message>
    <message>
        <source>Triple Knitting</source>
        <translation>Trippelstickning</translation>
    </message>
    <message>
        <source>Knitting</source>
        <translation>Stickning</translation>
    </message>
    <message>
        <source>All pair honors</source>
        <translation>Alla par honnörer</translation>
    </message>
    <message>
        <source>The 13 Unique Wonders</source>
        <translation>De 13 unika underverken</translation>
    </message>
    <message>
        <source>Pung/Kong of Dragons</source>
        <translation>Pong/kong i drakar</translation>
    </message>
    <message>
        <source>Pung/Kong of Own Wind</source>
        <translation>Pong/kong i egen vind</translation>
    </message>
    <message>
        <source>Pung/Kong of Round Wind</source>
        <translation>Pong/kong i rondens vind</translation>
    </message>
    <message>
        <source>Exposed Kong</source>
        <translation>Öppen kong</translation>
    </message>
    <message>
        <source>Exposed Kong of Terminals or Honors</source>
        <translation>Öppen kong i terminaler eller honnörskort</translation>
    </message>
    <message>
        <source>Exposed Pung</source>
        <translation>Öppen pong</translation>
    </message>
    <message>
        <source>Exposed Pung of Terminals or Honors</source>
        <translation>Öppen pong i terminaler eller honnörskort</translation>
    </message>
    <message>
        <source>Concealed Kong</source>
        <translation>Dold kong</translation>
    </message>
    <message>
        <source>Concealed Kong of Terminals or Honors</source>
        <translation>Dold kong i terminaler eller honnörskort</translation>
    </message>
    <message>
        <source>Concealed Pung</source>
        <translation>Dold pong</translation>
    </message>
    <message>
        <source>Concealed Pung of Terminals or Honors</source>
        <translation>Dold pong i terminaler eller honnörskort</translation>
    </message>
    <message>
        <source>Pair of Own Wind</source>
        <translation>Par i egen vind</translation>
    </message>
    <message>
        <source>Pair of Round Wind</source>
        <translation>Par i rondens vind</translation>
    </message>
    <message>
        <source>Pair of Dragons</source>
        <translation>Par i drakar</translation>
    </message>
    <message>
        <source>Flower</source>
        <translation>Blomma</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Årstid</translation>
    </message>
    <message>
        <source>Own Flower</source>
        <translation>Egen blomma</translation>
    </message>
    <message>
        <source>Own Season</source>
        <translation>Egen årstid</translation>
    </message>
    <message>
        <source>All Flowers</source>
        <translation>Alla blommor</translation>
    </message>
    <message>
        <source>All Seasons</source>
        <translation>Alla årstider</translation>
    </message>
    <message>
        <source>Last Tile is Last Tile of Wall</source>
        <translation>Sista brickan är murens sista bricka</translation>
    </message>
    <message>
        <source>Last Tile is Last Tile of Wall Discarded</source>
        <translation>Sista brickan är murens sista bricka, slängd</translation>
    </message>
    <message>
        <source>Robbing the Kong</source>
        <translation>Råna kongen</translation>
    </message>
    <message>
        <source>Twofold Fortune</source>
        <translation>Dubbel lycka</translation>
    </message>
    <message>
        <source>Blessing of Heaven</source>
        <translation>Himlens välsignelse</translation>
    </message>
    <message>
        <source>Blessing of Earth</source>
        <translation>Jordens välsignelse</translation>
    </message>
    <message>
        <source>Won with Last Tile Taken from Wall</source>
        <translation>Vunnen med sista brickan från muren</translation>
    </message>
    <message>
        <source>No Chow</source>
        <translation>Ingen chow</translation>
    </message>
    <message>
        <source>Only Concealed Melds</source>
        <translation>Bara dolda kombinationer</translation>
    </message>
    <message>
        <source>Only Terminals and Honors</source>
        <translation>Bara terminaler och honnörskort</translation>
    </message>
    <message>
        <source>Only Honors</source>
        <translation>Bara honnörskort</translation>
    </message>
    <message>
        <source>Four Blessings Hovering over the Door</source>
        <translation>Fyra välsignelser som svävar över dörren</translation>
    </message>
    <message>
        <source>Gathering the Plum Blossom from the Roof</source>
        <translation>Plocka plommonblom från taket</translation>
    </message>
    <message>
        <source>Plucking the Moon from the Bottom of the Sea</source>
        <translation>Plocka månen från havets botten</translation>
    </message>
    <message>
        <source>Original Call</source>
        <translation>Väntar från given</translation>
    </message>
    <message>
        <source>Going Mah-Jong</source>
        <translation>Mah-jong</translation>
    </message>
    <message>
        <source>Winning Tile from the Wall</source>
        <translation>Vinnande brickan från muren</translation>
    </message>
    <message>
        <source>Exposed Pung of Minor Tiles</source>
        <translation>Öppen pong i låga kort</translation>
    </message>
    <message>
        <source>Exposed Pung of Major Tiles</source>
        <translation>Öppen pong i höga kort</translation>
    </message>
    <message>
        <source>Concealed Pung of Minor Tiles</source>
        <translation>Dold pong i låga kort</translation>
    </message>
    <message>
        <source>Concealed Pung of Major Tiles</source>
        <translation>Dold pong i höga kort</translation>
    </message>
    <message>
        <source>Exposed Kong of Minor Tiles</source>
        <translation>Öppen kong i låga kort</translation>
    </message>
    <message>
        <source>Exposed Kong of Major Tiles</source>
        <translation>Öppen kong i höga kort</translation>
    </message>
    <message>
        <source>Concealed Kong of Minor Tiles</source>
        <translation>Dold kong i låga kort</translation>
    </message>
    <message>
        <source>Concealed Kong of Major Tiles</source>
        <translation>Dold kong i höga kort</translation>
    </message>
    <message>
        <source>Pair of the Prevailing Wind</source>
        <translation>Par i rådande vind</translation>
    </message>
    <message>
        <source>Pung or Kong of Dragons</source>
        <translation>Pong eller kong i drakar</translation>
    </message>
    <message>
        <source>Pung or Kong of Own Wind</source>
        <translation>Pong eller kong i egen vind</translation>
    </message>
    <message>
        <source>Pung or Kong of the Prevailing Wind</source>
        <translation>Pong eller kong i rådande vind</translation>
    </message>
    <message>
        <source>Bouquet of Flowers</source>
        <translation>Bukett av blommor</translation>
    </message>
    <message>
        <source>Bouquet of Seasons</source>
        <translation>Bukett av årstider</translation>
    </message>
    <message>
        <source>No Chows</source>
        <translation>Inga chow</translation>
    </message>
    <message>
        <source>One Suit with Honours</source>
        <translation>En färg med honnörskort</translation>
    </message>
    <message>
        <source>Ones and Nines with Honours</source>
        <translation>Ettor och nior med honnörskort</translation>
    </message>
    <message>
        <source>Concealed Hand</source>
        <translation>Dold hand</translation>
    </message>
    <message>
        <source>Mah-Jong with a Loose Tile</source>
        <translation>Mah-jong på en lös bricka</translation>
    </message>
    <message>
        <source>Mah-Jong with the Last Tile of the Wall</source>
        <translation>Mah-jong på murens sista bricka</translation>
    </message>
    <message>
        <source>Mah-Jong with the Final Discard</source>
        <translation>Mah-jong på sista kastet</translation>
    </message>
    <message>
        <source>Purity</source>
        <translation>Renhet</translation>
    </message>
    <message>
        <source>All Pair Honours</source>
        <translation>Alla par honnörer</translation>
    </message>
    <message>
        <source>The Thirteen Unique Wonders</source>
        <translation>De tretton unika underverken</translation>
    </message>
    <message>
        <source>The Gates of Heaven</source>
        <translation>Himlens portar</translation>
    </message>
    <message>
        <source>The Wriggling Snake</source>
        <translation>Den slingrande ormen</translation>
    </message>
    <message>
        <source>All Winds and Dragons</source>
        <translation>Alla vindar och drakar</translation>
    </message>
    <message>
        <source>Fishing for Knitting</source>
        <translation>Väntar på Stickning</translation>
    </message>
    <message>
        <source>Fishing for Triple Knitting</source>
        <translation>Väntar på Trippelstickning</translation>
    </message>
    <message>
        <source>Fishing for All Pair Honours</source>
        <translation>Väntar på Alla par honnörer</translation>
    </message>
    <message>
        <source>Fishing for Imperial Jade</source>
        <translation>Väntar på Kejserlig jade</translation>
    </message>
    <message>
        <source>Fishing for The Thirteen Unique Wonders</source>
        <translation>Väntar på De tretton unika underverken</translation>
    </message>
    <message>
        <source>Fishing for The Gates of Heaven</source>
        <translation>Väntar på Himlens portar</translation>
    </message>
    <message>
        <source>Fishing for The Wriggling Snake</source>
        <translation>Väntar på Den slingrande ormen</translation>
    </message>
    <message>
        <source>Fishing for All Winds and Dragons</source>
        <translation>Väntar på Alla vindar och drakar</translation>
    </message>
    <message>
        <source>Fishing for Heads and Tails</source>
        <translation>Väntar på Huvuden och svansar</translation>
    </message>
    <message>
        <source>Fishing for Fourfold Plenty</source>
        <translation>Väntar på Fyrfaldigt överflöd</translation>
    </message>
    <message>
        <source>Fishing for Three Great Scholars</source>
        <translation>Väntar på Tre stora lärde</translation>
    </message>
    <message>
        <source>Fishing for Four Blessings Hovering over the Door</source>
        <translation>Väntar på Fyra välsignelser som svävar över dörren</translation>
    </message>
    <message>
        <source>Fishing for Buried Treasure</source>
        <translation>Väntar på Den begravda skatten</translation>
    </message>
    <message>
        <source>Fishing for Purity</source>
        <translation>Väntar på Renhet</translation>
    </message>
    <message>
        <source>Calling for Only Honors</source>
        <translation>Väntar på Bara honnörskort</translation>
    </message>
    <message>
        <source>Calling for Wriggling Snake</source>
        <translation>Väntar på Slingrande orm</translation>
    </message>
    <message>
        <source>Calling for Triple Knitting</source>
        <translation>Väntar på Trippelstickning</translation>
    </message>
    <message>
        <source>Calling for Gates of Heaven</source>
        <translation>Väntar på Himlens portar</translation>
    </message>
    <message>
        <source>Calling for Knitting</source>
        <translation>Väntar på Stickning</translation>
    </message>
    <message>
        <source>Calling for Imperial Jade</source>
        <translation>Väntar på Kejserlig jade</translation>
    </message>
    <message>
        <source>Calling for The 13 Unique Wonders</source>
        <translation>Väntar på De 13 unika underverken</translation>
    </message>
    <message>
        <source>Calling for Three Great Scholars</source>
        <translation>Väntar på Tre stora lärde</translation>
    </message>
    <message>
        <source>Calling for All pair honors</source>
        <translation>Väntar på Alla par honnörer</translation>
    </message>
    <message>
        <source>Calling for Heads and Tails</source>
        <translation>Väntar på Huvuden och svansar</translation>
    </message>
    <message>
        <source>Calling for Four Blessings Hovering over the Door</source>
        <translation>Väntar på Fyra välsignelser som svävar över dörren</translation>
    </message>
    <message>
        <source>Calling for Buried Treasure</source>
        <translation>Väntar på Den begravda skatten</translation>
    </message>
    <message>
        <source>Calling for Fourfold Plenty</source>
        <translation>Väntar på Fyrfaldigt överflöd</translation>
    </message>
    <message>
        <source>Calling for Purity</source>
        <translation>Väntar på Renhet</translation>
    </message>
    <message>
        <source>False Naming of Discard, Claimed for Mah Jongg and False Declaration of Mah Jongg</source>
        <translation>Felaktigt namngiven kastad bricka tagen för mah-jong och falskt utropad mah-jong</translation>
    </message>
    <message>
        <source>False Naming of Discard, Claimed for Chow/Pung/Kong</source>
        <translation>Felaktigt namngiven kastad bricka tagen för chow/pong/kong</translation>
    </message>
    <message>
        <source>False Declaration of Mah Jongg by One Player</source>
        <translation>Falskt utropad mah-jong av en spelare</translation>
    </message>
    <message>
        <source>Concealed Clear Suit</source>
        <translation>Dold ren sort</translation>
    </message>
    <message>
        <source>Thirteen Unique Wonders</source>
        <translation>Tretton unika underverk</translation>
    </message>
    <message>
        <source>East&apos;s 13th consecutive win</source>
        <translation>Östs trettonde vinst i rad</translation>
    </message>
    <message>
        <source>Exposed pung of honours, 1s or 9s</source>
        <translation>Öppen pong i honnörskort, 1:or eller 9:or</translation>
    </message>
    <message>
        <source>Concealed pung of honours, 1s or 9s</source>
        <translation>Dold pong i honnörskort, 1:or eller 9:or</translation>
    </message>
    <message>
        <source>Exposed kong of honours, 1s or 9s</source>
        <translation>Öppen kong i honnörskort, 1:or eller 9:or</translation>
    </message>
    <message>
        <source>Concealed kong of honours, 1s or 9s</source>
        <translation>Dold kong i honnörskort, 1:or eller 9:or</translation>
    </message>
    <message>
        <source>Pair of dragons, own wind or prevailing wind</source>
        <translation>Par i drakar, egen vind eller rondens vind</translation>
    </message>
    <message>
        <source>Last tile drawn from the wall</source>
        <translation>Sista brickan dragen från muren</translation>
    </message>
    <message>
        <source>Last tile from the dead wall (loose tile)</source>
        <translation>Sista brickan från de lösa brickorna</translation>
    </message>
    <message>
        <source>Worthless hand (four chows and a pair without value)</source>
        <translation>Värdelös hand (fyra chow och ett par utan värde)</translation>
    </message>
    <message>
        <source>Pung or kong of the prevailing wind</source>
        <translation>Pong eller kong i rondens vind</translation>
    </message>
    <message>
        <source>Mah-jong on the last possible tile</source>
        <translation>Mah-jong på den sista möjliga brickan</translation>
    </message>
    <message>
        <source>Only pungs and kongs and a pair</source>
        <translation>Bara pong och kong och ett par</translation>
    </message>
    <message>
        <source>Only honours, 1s and 9s</source>
        <translation>Bara honnörskort, 1:or och 9:or</translation>
    </message>
    <message>
        <source>One suit with winds and/or dragons</source>
        <translation>En sort med vindar och/eller drakar</translation>
    </message>
    <message>
        <source>Pung, kong or pair of all four winds</source>
        <translation>Pong, kong eller par i alla fyra vindarna</translation>
    </message>
    <message>
        <source>Pung, kong or pair of all three dragons</source>
        <translation>Pong, kong eller par i alla tre drakarna</translation>
    </message>
    <message>
        <source>The three great masters</source>
        <translation>De tre stora mästarna</translation>
    </message>
    <message>
        <source>The four blessings</source>
        <translation>De fyra välsignelserna</translation>
    </message>
    <message>
        <source>Big honour hand</source>
        <translation>Stor honnörshand</translation>
    </message>
    <message>
        <source>Head and tail</source>
        <translation>Huvud och svans</translation>
    </message>
    <message>
        <source>The thirteen wonders</source>
        <translation>De tretton underverken</translation>
    </message>
    <message>
        <source>Exposed pung of 1s, 9s or honours</source>
        <translation>Öppen pong i 1, 9 eller honnörskort</translation>
    </message>
    <message>
        <source>Exposed kong of 1s, 9s or honours</source>
        <translation>Öppen kong i 1, 9 eller honnörskort</translation>
    </message>
    <message>
        <source>Pair of dragons or own wind</source>
        <translation>Par i drakar eller egen vind</translation>
    </message>
    <message>
        <source>Concealed pung of 1s, 9s or honours</source>
        <translation>Dold pong i 1, 9 eller honnörskort</translation>
    </message>
    <message>
        <source>Concealed kong of 1s, 9s or honours</source>
        <translation>Dold kong i 1, 9 eller honnörskort</translation>
    </message>
    <message>
        <source>Last tile from the loose tiles</source>
        <translation>Sista brickan från de lösa brickorna</translation>
    </message>
    <message>
        <source>Last tile from the wall</source>
        <translation>Sista brickan från muren</translation>
    </message>
    <message>
        <source>Pung or kong of own wind or a dragon</source>
        <translation>Pong eller kong på sin egen vind eller någon drake</translation>
    </message>
    <message>
        <source>One suit plus honours</source>
        <translation>En sort plus honnörskort</translation>
    </message>
    <message>
        <source>Season or special tile</source>
        <translation>Årstid eller specialtecken</translation>
    </message>
    <message>
        <source>Own season</source>
        <translation>Sin egen årstid</translation>
    </message>
    <message>
        <source>Pair of special tiles (hunter and catch)</source>
        <translation>Ett par av specialtecknen (jägare och fångst)</translation>
    </message>
    <message>
        <source>All four seasons of one colour (f)</source>
        <translation>Alla fyra årstiderna i en färg (f)</translation>
    </message>
    <message>
        <source>All four seasons of one colour (y)</source>
        <translation>Alla fyra årstiderna i en färg (y)</translation>
    </message>
    <message>
        <source>The hidden treasure</source>
        <translation>Den dolda skatten</translation>
    </message>
    <message>
        <source>All honors</source>
        <translation>Bara honnörskort</translation>
    </message>
    <message>
        <source>Four large blessings</source>
        <translation>Fyra stora välsignelser</translation>
    </message>
    <message>
        <source>All kongs</source>
        <translation>Bara kong</translation>
    </message>
    <message>
        <source>Nine united sons</source>
        <translation>Nio förenade söner</translation>
    </message>
    <message>
        <source>Thirteen unique wonders</source>
        <translation>Tretton unika underverk</translation>
    </message>
    <message>
        <source>Heavenly peace</source>
        <translation>Himmelsk frid</translation>
    </message>
    <message>
        <source>Earthly peace</source>
        <translation>Jordisk frid</translation>
    </message>
    <message>
        <source>The heavenly twins</source>
        <translation>De himmelska tvillingarna</translation>
    </message>
    <message>
        <source>Kong on kong</source>
        <translation>Kong på kong</translation>
    </message>
    <message>
        <source>Exposed pung</source>
        <translation>Öppen pong</translation>
    </message>
    <message>
        <source>Concealed pung</source>
        <translation>Dold pong</translation>
    </message>
    <message>
        <source>Exposed pung of 1s or 9s</source>
        <translation>Öppen pong i terminaler (1:or/9:or)</translation>
    </message>
    <message>
        <source>Concealed pung of 1s or 9s</source>
        <translation>Dold pong i terminaler (1:or/9:or)</translation>
    </message>
    <message>
        <source>Exposed kong</source>
        <translation>Öppen kong</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>Dold kong</translation>
    </message>
    <message>
        <source>Exposed kong of 1s or 9s</source>
        <translation>Öppen kong i terminaler (1:or/9:or)</translation>
    </message>
    <message>
        <source>Concealed kong of 1s or 9s</source>
        <translation>Dold kong i terminaler (1:or/9:or)</translation>
    </message>
    <message>
        <source>Exposed pung or kong of dragons</source>
        <translation>Öppen pong eller kong i drakar</translation>
    </message>
    <message>
        <source>Concealed pung or kong of dragons</source>
        <translation>Dold pong eller kong i drakar</translation>
    </message>
    <message>
        <source>Exposed pung or kong of the prevailing wind</source>
        <translation>Öppen pong eller kong i rondens vind</translation>
    </message>
    <message>
        <source>Concealed pung or kong of the prevailing wind</source>
        <translation>Dold pong eller kong i rondens vind</translation>
    </message>
    <message>
        <source>Exposed pung or kong of own wind</source>
        <translation>Öppen pong eller kong i egen vind</translation>
    </message>
    <message>
        <source>Concealed pung or kong of own wind</source>
        <translation>Dold pong eller kong i egen vind</translation>
    </message>
    <message>
        <source>Own flower or season</source>
        <translation>Matchande blomma/årstid med egen vind</translation>
    </message>
    <message>
        <source>All Same Color</source>
        <translation>Allt i samma färg</translation>
    </message>
    <message>
        <source>All Same</source>
        <translation>Allt lika</translation>
    </message>
    <message>
        <source>All Same Id</source>
        <translation>Samma nummer överallt</translation>
    </message>
    <message>
        <source>One Color and Others</source>
        <translation>En färg och andra</translation>
    </message>
    <message>
        <source>Three Color</source>
        <translation>Tre färger</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Reach</translation>
    </message>
    <message>
        <source>No Steals</source>
        <translation>Inga stölder</translation>
    </message>
    <message>
        <source>Complete With Draw</source>
        <translation>Klar med dragning</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>Ippatsu</translation>
    </message>
    <message>
        <source>Dragon set</source>
        <translation>Drakgrupp</translation>
    </message>
    <message>
        <source>Two Identical</source>
        <translation>Två likadana</translation>
    </message>
</context>
<context>
    <name>rulesets</name>
    <message>
        <source>British (BMJA)</source>
        <translation>Brittiska (BMJA)</translation>
    </message>
    <message>
        <source>The British Mah-Jong Association&apos;s rules as its own pages publish them: limit 1000, at most one chow in a winning hand, doubles for a clean hand (one suit with honours) and for going out on a loose tile, bouquets of two doubles that include the own tile, special hands whose bonus tiles are added and doubled on their own (All Pair Honours with two flowers: 500 + 16 = 516), Purity&apos;s three doubles on the tiles alone, and losers&apos; fishing values with their bonus tiles. No penalties.</source>
        <translation>British Mah-Jong Associations regler som dess egna sidor publicerar dem: gräns 1000, högst en chow i en vinnande hand, dubblingar för en ren hand (en färg med honnörskort) och för att gå ut på en lös bricka, buketter om två dubblingar som innefattar den egna brickan, specialhänder vars bonusbrickor läggs till och dubblas för sig (Alla par honnörer med två blommor: 500 + 16 = 516), Renhetens tre dubblingar på brickorna ensamma, och förlorarnas värden för väntande händer med deras bonusbrickor. Inga straff.</translation>
    </message>
    <message>
        <source>British (BMJA as Kajongg scores it)</source>
        <translation>Brittiska (BMJA som Kajongg räknar)</translation>
    </message>
    <message>
        <source>The British Mah-Jong Association&apos;s Classical Chinese rules as Kajongg defines them: limit 1000, at most one chow in a winning hand, half-limit hands (Knitting, Triple Knitting, All pair honours) used when worth more than the points, Gates of Heaven, Wriggling Snake, Buried Treasure, Purity, and losers&apos; &quot;Calling for ...&quot; scores.</source>
        <translation>British Mah-Jong Associations klassiska kinesiska regler så som Kajongg definierar dem: maxpoäng 1000, högst en chow i en vinnande hand, halvmaxhänder (Stickning, Trippelstickning, Alla par honnörer) som gäller när de är värda mer än poängen, Himlens portar, Slingrande orm, Den begravda skatten, Renhet och förlorarnas poäng för &quot;Väntar på ...&quot;.</translation>
    </message>
    <message>
        <source>German league (DMJL)</source>
        <translation>Tyska ligan (DMJL)</translation>
    </message>
    <message>
        <source>The German Mah-Jongg league&apos;s rules as Kajongg defines them: points for sets, pairs and bonus tiles, doubles for valuable sets and for the whole hand, winner-only points and doubles, limit 500 and eighteen limit hands.</source>
        <translation>Den tyska mahjongligans regler så som Kajongg definierar dem: poäng för kombinationer, par och bonusbrickor, dubbleringar för värdefulla kombinationer och för hela handen, poäng och dubbleringar bara för vinnaren, tak 500 och arton maxhänder.</translation>
    </message>
    <message>
        <source>Millington classical (source 004)</source>
        <translation>Millington klassisk (källa 004)</translation>
    </message>
    <message>
        <source>A. D. Millington&apos;s classical rules 112-117: base points for every hand, 10 for mah-jong, fishing the eyes and the only possible tile, doubles for every hand (little and big dragons and joys) and doubles for mah-jong only. Limit 1000 and the limit hands of rule 122.</source>
        <translation>A. D. Millingtons klassiska regler 112–117: grundpoäng för varje hand, 10 för mah-jong, att fiska ögonen och enda möjliga bricka, dubbleringar för varje hand (små och stora drakar och glädjeämnen) och dubbleringar bara vid mah-jong. Tak 1000 och maxhänderna i regel 122.</translation>
    </message>
    <message>
        <source>Norwegian (source 001)</source>
        <translation>Norska (källa 001)</translation>
    </message>
    <message>
        <source>Points for every hand, extra points and doubles for the winner only, limit 500 and seven limit hands. Terminals count with the honours (&quot;honører&quot;).</source>
        <translation>Poäng för varje hand, extrapoäng och dubbleringar bara för vinnaren, tak 500 och sju maxhänder. Terminaler (1:or och 9:or) räknas som honnörskort (”honører”).</translation>
    </message>
    <message>
        <source>Swedish (source 003)</source>
        <translation>Svenska (källa 003)</translation>
    </message>
    <message>
        <source>The rules site&apos;s score tables (points and doubles for every hand, bonus points for the winner), limit 300 (switchable), its thirteen special hands, and the extra tiles: the seasons in two colours and the animal tiles.</source>
        <translation>Regelsidans poängtabeller (poäng och dubbleringar för alla händer, bonuspoäng för vinnaren), maxpoäng 300 (kan stängas av), dess tretton speciella händer och extrabrickorna: årstiderna i två färger och djurbrickorna.</translation>
    </message>
    <message>
        <source>Swedish quick scoring (source 000)</source>
        <translation>Svensk snabbräkning (källa 000)</translation>
    </message>
    <message>
        <source>A short spec: 20 for mah-jong, points for pungs and kongs, doubles for dragon and wind pungs (two for concealed ones) and for the own flower or season. Only the winner scores; there is no limit.</source>
        <translation>En kort beskrivning: 20 för mah-jong, poäng för pong och kong, dubbleringar för drak- och vindpong (två för dolda) och för egen blomma eller årstid. Bara vinnaren får poäng; det finns inget tak.</translation>
    </message>
    <message>
        <source>Ponjan (source 002)</source>
        <translation>Ponjan (källa 002)</translation>
    </message>
    <message>
        <source>Three players, 78 tiles of their own, hands of three sets of identical tiles and eleven combinations; the score is the game&apos;s formula x10, x15 when the boss wins. The discarder alone pays a discard win; both others pay a self-draw.</source>
        <translation>Tre spelare, 78 egna brickor, händer av tre grupper av likadana brickor och elva kombinationer; poängen är spelets formel x10, x15 när bossen vinner. Den som slängde betalar ensam en vinst på slängd bricka; båda de andra betalar en vinst från muren.</translation>
    </message>
</context>
<context>
    <name>seats</name>
    <message>
        <source>E</source>
        <translation>Ö</translation>
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
        <translation>dragen från muren</translation>
    </message>
    <message>
        <source>claimed from a discard</source>
        <translation>tagen från en slängd bricka</translation>
    </message>
    <message>
        <source>a loose (replacement) tile</source>
        <translation>en lös bricka (ersättning)</translation>
    </message>
    <message>
        <source>the last tile of the wall</source>
        <translation>murens sista bricka</translation>
    </message>
    <message>
        <source>the loose tile after the last tile of the wall</source>
        <translation>den lösa brickan efter murens sista bricka</translation>
    </message>
    <message>
        <source>the last discard</source>
        <translation>den sista slängda brickan</translation>
    </message>
    <message>
        <source>robbed from a kong</source>
        <translation>rånad från en kong</translation>
    </message>
    <message>
        <source>original call</source>
        <translation>väntar från given</translation>
    </message>
    <message>
        <source>heaven&apos;s blessing</source>
        <translation>himmelsk frid</translation>
    </message>
    <message>
        <source>earth&apos;s blessing</source>
        <translation>jordisk frid</translation>
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
        <translation>Tecken 1</translation>
    </message>
    <message>
        <source>2 Characters</source>
        <translation>Tecken 2</translation>
    </message>
    <message>
        <source>3 Characters</source>
        <translation>Tecken 3</translation>
    </message>
    <message>
        <source>4 Characters</source>
        <translation>Tecken 4</translation>
    </message>
    <message>
        <source>5 Characters</source>
        <translation>Tecken 5</translation>
    </message>
    <message>
        <source>6 Characters</source>
        <translation>Tecken 6</translation>
    </message>
    <message>
        <source>7 Characters</source>
        <translation>Tecken 7</translation>
    </message>
    <message>
        <source>8 Characters</source>
        <translation>Tecken 8</translation>
    </message>
    <message>
        <source>9 Characters</source>
        <translation>Tecken 9</translation>
    </message>
    <message>
        <source>1 Dots</source>
        <translation>Cirkel 1</translation>
    </message>
    <message>
        <source>2 Dots</source>
        <translation>Cirkel 2</translation>
    </message>
    <message>
        <source>3 Dots</source>
        <translation>Cirkel 3</translation>
    </message>
    <message>
        <source>4 Dots</source>
        <translation>Cirkel 4</translation>
    </message>
    <message>
        <source>5 Dots</source>
        <translation>Cirkel 5</translation>
    </message>
    <message>
        <source>6 Dots</source>
        <translation>Cirkel 6</translation>
    </message>
    <message>
        <source>7 Dots</source>
        <translation>Cirkel 7</translation>
    </message>
    <message>
        <source>8 Dots</source>
        <translation>Cirkel 8</translation>
    </message>
    <message>
        <source>9 Dots</source>
        <translation>Cirkel 9</translation>
    </message>
    <message>
        <source>1 Bamboo</source>
        <translation>Bambu 1</translation>
    </message>
    <message>
        <source>2 Bamboo</source>
        <translation>Bambu 2</translation>
    </message>
    <message>
        <source>3 Bamboo</source>
        <translation>Bambu 3</translation>
    </message>
    <message>
        <source>4 Bamboo</source>
        <translation>Bambu 4</translation>
    </message>
    <message>
        <source>5 Bamboo</source>
        <translation>Bambu 5</translation>
    </message>
    <message>
        <source>6 Bamboo</source>
        <translation>Bambu 6</translation>
    </message>
    <message>
        <source>7 Bamboo</source>
        <translation>Bambu 7</translation>
    </message>
    <message>
        <source>8 Bamboo</source>
        <translation>Bambu 8</translation>
    </message>
    <message>
        <source>9 Bamboo</source>
        <translation>Bambu 9</translation>
    </message>
    <message>
        <source>East wind</source>
        <translation>Östanvind</translation>
    </message>
    <message>
        <source>South wind</source>
        <translation>Sunnanvind</translation>
    </message>
    <message>
        <source>West wind</source>
        <translation>Västanvind</translation>
    </message>
    <message>
        <source>North wind</source>
        <translation>Nordanvind</translation>
    </message>
    <message>
        <source>White dragon</source>
        <translation>Vit drake</translation>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>Grön drake</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>Röd drake</translation>
    </message>
    <message>
        <source>Plum (flower 1)</source>
        <translation>Plommon (blomma 1)</translation>
    </message>
    <message>
        <source>Orchid (flower 2)</source>
        <translation>Orkidé (blomma 2)</translation>
    </message>
    <message>
        <source>Chrysanthemum (flower 3)</source>
        <translation>Krysantemum (blomma 3)</translation>
    </message>
    <message>
        <source>Bamboo flower (flower 4)</source>
        <translation>Bambu (blomma 4)</translation>
    </message>
    <message>
        <source>Spring (season 1)</source>
        <translation>Vår (årstid 1)</translation>
    </message>
    <message>
        <source>Summer (season 2)</source>
        <translation>Sommar (årstid 2)</translation>
    </message>
    <message>
        <source>Autumn (season 3)</source>
        <translation>Höst (årstid 3)</translation>
    </message>
    <message>
        <source>Winter (season 4)</source>
        <translation>Vinter (årstid 4)</translation>
    </message>
    <message>
        <source>Spring (third-colour season 1)</source>
        <translation>Vår (årstid i tredje färgen 1)</translation>
    </message>
    <message>
        <source>Summer (third-colour season 2)</source>
        <translation>Sommar (årstid i tredje färgen 2)</translation>
    </message>
    <message>
        <source>Autumn (third-colour season 3)</source>
        <translation>Höst (årstid i tredje färgen 3)</translation>
    </message>
    <message>
        <source>Winter (third-colour season 4)</source>
        <translation>Vinter (årstid i tredje färgen 4)</translation>
    </message>
    <message>
        <source>Fisherman (animal 1)</source>
        <translation>Fiskare (specialtecken 1)</translation>
    </message>
    <message>
        <source>Fish (animal 2)</source>
        <translation>Fisk (specialtecken 2)</translation>
    </message>
    <message>
        <source>Cat (animal 3)</source>
        <translation>Katt (specialtecken 3)</translation>
    </message>
    <message>
        <source>Mouse (animal 4)</source>
        <translation>Mus (specialtecken 4)</translation>
    </message>
    <message>
        <source>Rooster (animal 5)</source>
        <translation>Tupp (specialtecken 5)</translation>
    </message>
    <message>
        <source>Worm (animal 6)</source>
        <translation>Mask (specialtecken 6)</translation>
    </message>
    <message>
        <source>Owner (animal 7)</source>
        <translation>Ägare (specialtecken 7)</translation>
    </message>
    <message>
        <source>Gold pot (animal 8)</source>
        <translation>Guldkanna (specialtecken 8)</translation>
    </message>
    <message>
        <source>Red 0</source>
        <translation>Röd 0</translation>
    </message>
    <message>
        <source>Red 1</source>
        <translation>Röd 1</translation>
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
        <translation>Vit 0</translation>
    </message>
    <message>
        <source>White 1</source>
        <translation>Vit 1</translation>
    </message>
    <message>
        <source>White 2</source>
        <translation>Vit 2</translation>
    </message>
    <message>
        <source>White 3</source>
        <translation>Vit 3</translation>
    </message>
    <message>
        <source>Dragon 0</source>
        <translation>Drake 0</translation>
    </message>
    <message>
        <source>Dragon 1</source>
        <translation>Drake 1</translation>
    </message>
</context>
<context>
    <name>winds</name>
    <message>
        <source>East</source>
        <translation>Öst</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Syd</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Väst</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
</context>
</TS>
