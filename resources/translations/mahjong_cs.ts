<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name>About</name>
    <message>
        <source>Scores mahjong hands under your house rules, keeps the score sheet and works out who pays whom.</source>
        <translation>Počítá body mahjongových her podle vašich domácích pravidel, vede zápis skóre a spočítá, kdo komu platí.</translation>
    </message>
    <message>
        <source>This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with no warranty.</source>
        <translation>Tento program je svobodný software: můžete jej šířit a/nebo upravovat podle podmínek GNU General Public License, verze 3 nebo (podle vaší volby) jakékoli pozdější verze. Je poskytován bez jakékoli záruky.</translation>
    </message>
    <message>
        <source>Built with Qt %1 and PySide6 %2 (Qt for Python), used under the GNU Lesser General Public License, version 3, with openpyxl (MIT licence) and Python %3.</source>
        <translation>Vytvořeno s Qt %1 a PySide6 %2 (Qt for Python), používanými podle GNU Lesser General Public License, verze 3, s knihovnou openpyxl (licence MIT) a Pythonem %3.</translation>
    </message>
    <message>
        <source>The licence texts: the LICENSE file that comes with the program, and Help &gt; About Qt.</source>
        <translation>Texty licencí: soubor LICENSE dodávaný s programem a Nápověda &gt; O Qt.</translation>
    </message>
    <message>
        <source>Mahjong Score Sheet</source>
        <translation>Záznam skóre mahjongu</translation>
    </message>
    <message>
        <source>About Mahjong Score Sheet</source>
        <translation>O programu Záznam skóre mahjongu</translation>
    </message>
</context>
<context>
    <name>AddRuleDialog</name>
    <message>
        <source>Add a rule</source>
        <translation>Přidat pravidlo</translation>
    </message>
    <message>
        <source>The condition&apos;s parameters</source>
        <translation>Parametry podmínky</translation>
    </message>
    <message>
        <source>points</source>
        <translation>body</translation>
    </message>
    <message>
        <source>doubles</source>
        <translation>zdvojení</translation>
    </message>
    <message>
        <source>share of the limit</source>
        <translation>podíl limitu</translation>
    </message>
    <message>
        <source>every player</source>
        <translation>každý hráč</translation>
    </message>
    <message>
        <source>the winner</source>
        <translation>vítěz</translation>
    </message>
    <message>
        <source>the losers</source>
        <translation>poražení</translation>
    </message>
    <message>
        <source>house rules</source>
        <translation>domácí pravidla</translation>
    </message>
    <message>
        <source>&amp;Condition:</source>
        <translation>&amp;Podmínka:</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Id:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Název:</translation>
    </message>
    <message>
        <source>&amp;Kind of value:</source>
        <translation>&amp;Druh hodnoty:</translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation>&amp;Hodnota:</translation>
    </message>
    <message>
        <source>&amp;Applies to:</source>
        <translation>Pla&amp;tí pro:</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Zdroj:</translation>
    </message>
    <message>
        <source>Add &amp;rule</source>
        <translation>Přid&amp;at pravidlo</translation>
    </message>
    <message>
        <source>%1 (required):</source>
        <translation>%1 (povinné):</translation>
    </message>
    <message>
        <source>values separated by commas</source>
        <translation>hodnoty oddělené čárkami</translation>
    </message>
    <message>
        <source>Give the rule an id (letters, digits and -).</source>
        <translation>Dejte pravidlu id (písmena, číslice a -).</translation>
    </message>
    <message>
        <source>Give the rule a name.</source>
        <translation>Dejte pravidlu název.</translation>
    </message>
    <message>
        <source>The rule set has a rule &apos;%1&apos; already.</source>
        <translation>Sada pravidel už pravidlo &apos;%1&apos; má.</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <source>Balance after each hand</source>
        <translation>Stav po každé hře</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>%1, hand %2: balance %3</source>
        <translation>%1, hra %2: stav %3</translation>
    </message>
</context>
<context>
    <name>BreakdownModel</name>
    <message>
        <source>Rule</source>
        <translation>Pravidlo</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Hodnota</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Zdroj</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Kameny</translation>
    </message>
    <message>
        <source>rule id: %1</source>
        <translation>id pravidla: %1</translation>
    </message>
    <message>
        <source>source: %1</source>
        <translation>zdroj: %1</translation>
    </message>
    <message>
        <source>applies %1 times</source>
        <translation>platí %1×</translation>
    </message>
    <message>
        <source>tiles: %1</source>
        <translation>kameny: %1</translation>
    </message>
</context>
<context>
    <name>BreakdownView</name>
    <message>
        <source>limit</source>
        <translation>limit</translation>
    </message>
    <message>
        <source>1 double</source>
        <translation>1 zdvojení</translation>
    </message>
    <message>
        <source>%1 doubles</source>
        <translation>%1 zdvojení</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 b.</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 bod</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 b.</translation>
    </message>
    <message>
        <source>bonus tiles apart: %1</source>
        <translation>bonusové kameny zvlášť: %1</translation>
    </message>
    <message>
        <source>%1 + %2, the limit: %3</source>
        <translation>%1 + %2, limit: %3</translation>
    </message>
    <message>
        <source>Limit hand: %1 = %2
(%3)</source>
        <translation>Limitní ruka: %1 = %2
(%3)</translation>
    </message>
    <message>
        <source>Limit hand: %1 = %2
(without it: %3)</source>
        <translation>Limitní ruka: %1 = %2
(bez ní: %3)</translation>
    </message>
    <message>
        <source>%1, over the limit: %2</source>
        <translation>%1, nad limit: %2</translation>
    </message>
    <message>
        <source>Sets: %1</source>
        <translation>Sady: %1</translation>
    </message>
    <message>
        <source>Shape: %1</source>
        <translation>Tvar: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>waits: %1</source>
        <translation>čeká na: %1</translation>
    </message>
    <message>
        <source>rule set: %1</source>
        <translation>pravidla: %1</translation>
    </message>
    <message>
        <source>score breakdown</source>
        <translation>rozpis skóre</translation>
    </message>
    <message>
        <source>breakdown message</source>
        <translation>zpráva o výpočtu skóre</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Mahjong Score Sheet: scores mahjong hands under your house rules, keeps the score sheet and works out who pays whom.</source>
        <translation>Záznam skóre mahjongu: počítá body mahjongových her podle vašich domácích pravidel, vede zápis skóre a spočítá, kdo komu platí.</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>použití: </translation>
    </message>
    <message>
        <source>arguments</source>
        <translation>argumenty</translation>
    </message>
    <message>
        <source>options</source>
        <translation>volby</translation>
    </message>
    <message>
        <source>the games database to open; made if there is no such file (default: %1)</source>
        <translation>databáze her, která se otevře; vytvoří se, pokud soubor neexistuje (výchozí: %1)</translation>
    </message>
    <message>
        <source>the language of the window, this time only: en, sv, nb or cs (default: the one chosen in the program, else the system&apos;s)</source>
        <translation>jazyk okna, jen tentokrát: en, sv, nb nebo cs (výchozí: jazyk zvolený v programu, jinak jazyk systému)</translation>
    </message>
    <message>
        <source>print the version and stop</source>
        <translation>vypíše verzi a skončí</translation>
    </message>
    <message>
        <source>print this help and stop</source>
        <translation>vypíše tuto nápovědu a skončí</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Record hand</source>
        <translation>zapsat hru</translation>
    </message>
    <message>
        <source>Edit hand %1</source>
        <translation>upravit hru %1</translation>
    </message>
    <message>
        <source>Delete hand %1</source>
        <translation>smazat hru %1</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>přejmenovat %1</translation>
    </message>
    <message>
        <source>Rename game</source>
        <translation>přejmenovat partii</translation>
    </message>
    <message>
        <source>Rescore under %1</source>
        <translation>Přepočítat podle %1</translation>
    </message>
    <message>
        <source>Record penalty</source>
        <translation>zapsat pokutu</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation>Zdvojení</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <source>Rule sets compared</source>
        <translation>Srovnání pravidel</translation>
    </message>
    <message>
        <source>Compare rule sets: select a player whose tiles are entered</source>
        <translation>Srovnat pravidla: vyberte hráče, jehož kameny jsou zadány</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>tato partie</translation>
    </message>
    <message>
        <source>%1&apos;s hand under every rule set</source>
        <translation>Ruka hráče %1 podle všech pravidel</translation>
    </message>
    <message>
        <source>%1 won: click the winning tile in %1&apos;s hand to compare it under every rule set</source>
        <translation>%1 vyhrál(a): klikněte na vítězný kámen v ruce hráče %1 a porovnejte ji podle všech pravidel</translation>
    </message>
    <message>
        <source>%1&apos;s hand has %2 tiles: choose the winner and the winning tile to compare it under every rule set</source>
        <translation>Ruka hráče %1 má %2 kamenů: zvolte vítěze a vítězný kámen a porovnejte ji podle všech pravidel</translation>
    </message>
    <message>
        <source>cannot score</source>
        <translation>nelze spočítat</translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <source>&amp;Record hand</source>
        <translation>&amp;Zapsat hru</translation>
    </message>
    <message>
        <source>Record hand</source>
        <translation>Zapsat hru</translation>
    </message>
    <message>
        <source>Record this hand on the score sheet (Ctrl+Return)</source>
        <translation>Zapsat tuto hru do záznamu skóre (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Cancel edit</source>
        <translation>Zrušit úpravu</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Místa</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Bal. %1</source>
        <translation>Stav %1</translation>
    </message>
    <message>
        <source>Balance before this hand</source>
        <translation>Stav před touto hrou</translation>
    </message>
    <message>
        <source>%1: the hands hold %2 (%3); the game has only %4</source>
        <translation>%1: ruce mají %2 (%3); hra jich má jen %4</translation>
    </message>
    <message>
        <source>%1 won: click the winning tile in %1&apos;s hand</source>
        <translation>%1 vyhrál(a): klikněte na vítězný kámen v ruce hráče %1</translation>
    </message>
    <message>
        <source>Typed score: it counts, not the tiles</source>
        <translation>Zadané skóre: platí ono, ne kameny</translation>
    </message>
    <message>
        <source>A complete hand: choose the winner</source>
        <translation>Úplná ruka: zvolte vítěze</translation>
    </message>
    <message>
        <source>A complete hand: did %1 win?</source>
        <translation>Úplná ruka: vyhrál(a) %1?</translation>
    </message>
    <message>
        <source>Seen on the table: %1</source>
        <translation>Viděno na stole: %1</translation>
    </message>
    <message>
        <source>Seen on the table: %1 (%2) is not a tile of this game</source>
        <translation>Viděno na stole: %1 (%2) není kámen této partie</translation>
    </message>
    <message>
        <source>Seen on the table: %1 (%2) is seen %3 times and the hands hold %4; there are only %5</source>
        <translation>Viděno na stole: %1 (%2) je viděn %3krát a ruce ho drží %4krát; existují jen %5</translation>
    </message>
    <message>
        <source>%1: score typed by hand (%2); it counts, not the tiles</source>
        <translation>%1: skóre zadané ručně (%2); platí ono, ne kameny</translation>
    </message>
    <message>
        <source>%1: a complete hand. Choose the winner.</source>
        <translation>%1: úplná ruka. Zvolte vítěze.</translation>
    </message>
    <message>
        <source>Start or open a game first</source>
        <translation>Nejdříve založte nebo otevřete partii</translation>
    </message>
    <message>
        <source>Choose the winner: %1&apos;s hand is complete (%2 accepts)</source>
        <translation>Zvolte vítěze: ruka hráče %1 je úplná (%2 potvrdí)</translation>
    </message>
    <message>
        <source>Choose the winner, or a drawn hand</source>
        <translation>Zvolte vítěze, nebo nerozhodnou hru</translation>
    </message>
    <message>
        <source>&amp;Save hand %1</source>
        <translation>&amp;Uložit hru %1</translation>
    </message>
    <message>
        <source>Save hand %1</source>
        <translation>Uložit hru %1</translation>
    </message>
    <message>
        <source>Editing hand %1: change it, then Save, or Cancel to leave it as it was.</source>
        <translation>Úprava hry %1: změňte ji a zvolte Uložit, nebo Zrušit a nechte ji, jak byla.</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Partie skončila</translation>
    </message>
    <message>
        <source>%1 round, %2 is East</source>
        <translation>Kolo: %1, %2 je Východ</translation>
    </message>
</context>
<context>
    <name>GamesDialog</name>
    <message>
        <source>Games</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Pokračovat</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Př&amp;ejmenovat</translation>
    </message>
    <message>
        <source>Type the new name in the list (F2)</source>
        <translation>Napište nový název do seznamu (F2)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Smazat…</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>&amp;Vrátit smazání</translation>
    </message>
    <message>
        <source>&amp;Import JSON…</source>
        <translation>&amp;Importovat JSON…</translation>
    </message>
    <message>
        <source>E&amp;xport JSON…</source>
        <translation>E&amp;xportovat JSON…</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(bez názvu)</translation>
    </message>
    <message>
        <source>Put back “%1”</source>
        <translation>Vrátit „%1“</translation>
    </message>
    <message>
        <source>No games yet: start a new game, or import a game file.</source>
        <translation>Zatím žádné partie: založte novou partii, nebo importujte soubor s partií.</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 partie</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>Počet partií: %1</translation>
    </message>
    <message>
        <source>Renamed to “%1”.</source>
        <translation>Přejmenováno na „%1“.</translation>
    </message>
    <message>
        <source>Delete the game “%1” with its %2 hand(s)?</source>
        <translation>Smazat partii „%1“ i s jejími hrami (%2)?</translation>
    </message>
    <message>
        <source>It is the game that is open now.</source>
        <translation>Je to právě otevřená partie.</translation>
    </message>
    <message>
        <source>You can undo this until you close this dialog.</source>
        <translation>Dokud tento dialog nezavřete, můžete smazání vrátit.</translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation>Smazat partii</translation>
    </message>
    <message>
        <source>Deleted “%1”. Undo delete puts it back until you close this window.</source>
        <translation>Partie „%1“ smazána. „Vrátit smazání“ ji vrátí, dokud toto okno nezavřete.</translation>
    </message>
    <message>
        <source>Put back “%1”.</source>
        <translation>Partie „%1“ vrácena.</translation>
    </message>
    <message>
        <source>Import game</source>
        <translation>Importovat partii</translation>
    </message>
    <message>
        <source>Game files (*.json);;All files (*)</source>
        <translation>Soubory partií (*.json);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Could not import the game: %1</source>
        <translation>Partii nelze importovat: %1</translation>
    </message>
    <message>
        <source>Cannot import the game</source>
        <translation>Partii nelze importovat</translation>
    </message>
    <message>
        <source>Imported “%1” from %2.</source>
        <translation>Partie „%1“ importována ze souboru %2.</translation>
    </message>
    <message>
        <source>Export game</source>
        <translation>Exportovat partii</translation>
    </message>
    <message>
        <source>Could not export the game: %1</source>
        <translation>Partii nelze exportovat: %1</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportováno do %1.</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>Name</source>
        <translation>Název</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hry</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Dohráno</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(bez názvu)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ano</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ne</translation>
    </message>
</context>
<context>
    <name>HandEditor</name>
    <message>
        <source>Tile</source>
        <translation>Kámen</translation>
    </message>
    <message>
        <source>a click adds one tile</source>
        <translation>kliknutí přidá jeden kámen</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Pár</translation>
    </message>
    <message>
        <source>a click adds a pair of the tile</source>
        <translation>kliknutí přidá pár kamene</translation>
    </message>
    <message>
        <source>Chow</source>
        <translation>Čou</translation>
    </message>
    <message>
        <source>a click adds the tile and the next two of its suit</source>
        <translation>kliknutí přidá kámen a dva následující z téže řady</translation>
    </message>
    <message>
        <source>Pung</source>
        <translation>Pong</translation>
    </message>
    <message>
        <source>a click adds three of the tile</source>
        <translation>kliknutí přidá tři kameny</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>Kong</translation>
    </message>
    <message>
        <source>a click adds four of the tile</source>
        <translation>kliknutí přidá čtyři kameny</translation>
    </message>
    <message>
        <source>pair of %1</source>
        <translation>pár %1</translation>
    </message>
    <message>
        <source>concealed chow %1</source>
        <translation>skryté čou %1</translation>
    </message>
    <message>
        <source>exposed chow %1</source>
        <translation>vyložené čou %1</translation>
    </message>
    <message>
        <source>concealed pung of %1</source>
        <translation>skrytý pong %1</translation>
    </message>
    <message>
        <source>exposed pung of %1</source>
        <translation>vyložený pong %1</translation>
    </message>
    <message>
        <source>kong of %1 added to a concealed pung</source>
        <translation>kong %1 z přiloženého kamene ke skrytému pongu</translation>
    </message>
    <message>
        <source>declared concealed kong of %1</source>
        <translation>ohlášený skrytý kong %1</translation>
    </message>
    <message>
        <source>exposed kong of %1</source>
        <translation>vyložený kong %1</translation>
    </message>
    <message>
        <source>The dealer (East): pays and receives double</source>
        <translation>Rozdávající (Východ): platí a dostává dvojnásobek</translation>
    </message>
    <message>
        <source>Exposed</source>
        <translation>Vyložené</translation>
    </message>
    <message>
        <source>Exposed: the chows, pungs and kongs added next are exposed (claimed); a kong added while this is off is a declared concealed kong (%1)</source>
        <translation>Vyložené: čou, pongy a kongy přidané od teď jsou vyložené (nárokované ze zahozených); kong přidaný, když je toto vypnuto, je ohlášený skrytý kong (%1)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <source>Just type the score the player says instead of the hand (%1)</source>
        <translation>Místo ruky jen zadejte skóre, které hráč ohlásí (%1)</translation>
    </message>
    <message>
        <source>or type it: 123m 55p (777z) [2222s] 1f</source>
        <translation>nebo napište: 123m 55p (777z) [2222s] 1f</translation>
    </message>
    <message>
        <source>The hand in the notation: 123m 55p, %1 or 1z-7z, (555p) an exposed set, [2222s] a declared concealed kong, {5555p} a kong made by adding a claimed tile to a concealed pung, 1f-4f 1y-4y bonus</source>
        <translation>Ruka v zápisu: 123m 55p, %1 nebo 1z-7z, (555p) vyložená sada, [2222s] ohlášený skrytý kong, {5555p} kong vzniklý přiložením zahozeného kamene ke skrytému pongu, 1f-4f 1y-4y prémiové kameny</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Seat wind: %1</source>
        <translation>Vlastní vítr: %1</translation>
    </message>
    <message>
        <source>seat wind %1</source>
        <translation>vlastní vítr %1</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>ruka hráče %1</translation>
    </message>
    <message>
        <source>%1 hand</source>
        <translation>ruka hráče %1</translation>
    </message>
    <message>
        <source>%1 score</source>
        <translation>skóre hráče %1</translation>
    </message>
    <message>
        <source>%1 types the score</source>
        <translation>%1 zadává skóre</translation>
    </message>
    <message>
        <source>click a tile to make it the winning tile; right-click for more</source>
        <translation>kliknutím na kámen z něj uděláte vítězný kámen; pravým tlačítkem další možnosti</translation>
    </message>
    <message>
        <source>right-click to remove it</source>
        <translation>pravým tlačítkem odebrat</translation>
    </message>
    <message>
        <source>click to mark it as added to a concealed pung; right-click for more</source>
        <translation>kliknutím označit jako přiložený ke skrytému pongu; pravým tlačítkem další</translation>
    </message>
    <message>
        <source>click to make it a declared concealed kong; right-click for more</source>
        <translation>kliknutím z něj udělat ohlášený skrytý kong; pravým tlačítkem další</translation>
    </message>
    <message>
        <source>click to make it exposed; right-click for more</source>
        <translation>kliknutím vyložit; pravým tlačítkem další</translation>
    </message>
    <message>
        <source>click to make it concealed; right-click for more</source>
        <translation>kliknutím skrýt; pravým tlačítkem další</translation>
    </message>
    <message>
        <source>click to take it back</source>
        <translation>kliknutím vzít zpět</translation>
    </message>
    <message>
        <source>This kong is</source>
        <translation>Tento kong je</translation>
    </message>
    <message>
        <source>Exposed (claimed) %1</source>
        <translation>Vyložený (nárokovaný) %1</translation>
    </message>
    <message>
        <source>Declared concealed %1</source>
        <translation>Ohlášený skrytý %1</translation>
    </message>
    <message>
        <source>Added to a concealed pung %1</source>
        <translation>Přiložený ke skrytému pongu %1</translation>
    </message>
    <message>
        <source>Make it exposed</source>
        <translation>Vyložit</translation>
    </message>
    <message>
        <source>Make it concealed</source>
        <translation>Skrýt</translation>
    </message>
    <message>
        <source>Break into single tiles</source>
        <translation>Rozdělit na jednotlivé kameny</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Odebrat</translation>
    </message>
    <message>
        <source>Cannot read the hand: %1</source>
        <translation>Ruku nelze přečíst: %1</translation>
    </message>
    <message>
        <source>the typed score counts: %1</source>
        <translation>platí zadané skóre: %1</translation>
    </message>
    <message>
        <source>no tiles yet: click tiles in the picker or type the hand</source>
        <translation>zatím žádné kameny: klikejte na kameny ve výběru nebo napište ruku</translation>
    </message>
    <message>
        <source>The typed score counts, not the tiles.</source>
        <translation>Platí zadané skóre, ne kameny.</translation>
    </message>
</context>
<context>
    <name>HandStrip</name>
    <message>
        <source>no tiles yet: click tiles in the picker or type the hand</source>
        <translation>zatím žádné kameny: klikejte na kameny nahoře, nebo ruku napište</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Mahjong Score Sheet</source>
        <translation>Záznam skóre mahjongu</translation>
    </message>
    <message>
        <source>Score &amp;sheet</source>
        <translation>Zápis &amp;skóre</translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation>&amp;Graf</translation>
    </message>
    <message>
        <source>Compare rule sets</source>
        <translation>Srovnat pravidla</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nová partie…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Založit novou partii</translation>
    </message>
    <message>
        <source>&amp;Games…</source>
        <translation>&amp;Partie…</translation>
    </message>
    <message>
        <source>Continue, rename, delete, import or export games</source>
        <translation>Pokračovat, přejmenovat, smazat, importovat nebo exportovat partie</translation>
    </message>
    <message>
        <source>Export &amp;workbook…</source>
        <translation>Exportovat se&amp;šit…</translation>
    </message>
    <message>
        <source>Write the score sheet as an Excel workbook</source>
        <translation>Uložit zápis skóre jako sešit Excelu</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Exportovat P&amp;DF…</translation>
    </message>
    <message>
        <source>Write the score sheet and payments as a PDF</source>
        <translation>Uložit zápis skóre a platby jako PDF</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Tisk…</translation>
    </message>
    <message>
        <source>Print the score sheet with a preview</source>
        <translation>Vytisknout zápis skóre s náhledem</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>U&amp;končit</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Zn&amp;ovu</translation>
    </message>
    <message>
        <source>&amp;Edit hand</source>
        <translation>&amp;Upravit hru</translation>
    </message>
    <message>
        <source>Open the selected hand to correct it</source>
        <translation>Otevřít vybranou hru k opravě</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>&amp;Smazat hru</translation>
    </message>
    <message>
        <source>Delete the selected hand</source>
        <translation>Smazat vybranou hru</translation>
    </message>
    <message>
        <source>Re&amp;name game…</source>
        <translation>Př&amp;ejmenovat partii…</translation>
    </message>
    <message>
        <source>Rename &amp;player…</source>
        <translation>Přejmenovat &amp;hráče…</translation>
    </message>
    <message>
        <source>&amp;Finish game</source>
        <translation>&amp;Ukončit partii</translation>
    </message>
    <message>
        <source>Stop the game here: no more hands (uncheck to continue it)</source>
        <translation>Ukončit partii zde: žádné další hry (zrušte zaškrtnutí pro pokračování)</translation>
    </message>
    <message>
        <source>Record pe&amp;nalty…</source>
        <translation>Zapsat &amp;pokutu…</translation>
    </message>
    <message>
        <source>Record a penalty: who pays whom how much</source>
        <translation>Zapsat pokutu: kdo komu kolik platí</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Klávesové zkratky</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Přehled pravidel</translation>
    </message>
    <message>
        <source>&amp;About Mahjong Score Sheet</source>
        <translation>&amp;O programu Záznam skóre mahjongu</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>O &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Season standings…</source>
        <translation>&amp;Pořadí sezóny…</translation>
    </message>
    <message>
        <source>Add up many games: standings, chart, workbook, PDF</source>
        <translation>Sečíst mnoho partií: pořadí, graf, sešit, PDF</translation>
    </message>
    <message>
        <source>&amp;Rule editor…</source>
        <translation>Úpravy pr&amp;avidel…</translation>
    </message>
    <message>
        <source>Edit a rule set and see what it would have made of the game</source>
        <translation>Upravit sadu pravidel a uvidět, co by udělala s partií</translation>
    </message>
    <message>
        <source>&amp;Compare rule sets</source>
        <translation>Sro&amp;vnat pravidla</translation>
    </message>
    <message>
        <source>The selected player&apos;s hand under every rule set</source>
        <translation>Ruka vybraného hráče podle všech pravidel</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Úp&amp;ravy</translation>
    </message>
    <message>
        <source>&amp;Whole score sheet</source>
        <translation>&amp;Celý zápis skóre</translation>
    </message>
    <message>
        <source>Hide the hand entry to see every column of the score sheet</source>
        <translation>Skrýt zadávání her a zobrazit všechny sloupce zápisu skóre</translation>
    </message>
    <message>
        <source>Rule &amp;sources in the breakdown</source>
        <translation>&amp;Prameny pravidel ve výpočtu</translation>
    </message>
    <message>
        <source>Show or hide the column that names each rule&apos;s source</source>
        <translation>Zobrazit nebo skrýt sloupec s pramenem každého pravidla</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazit</translation>
    </message>
    <message>
        <source>Setti&amp;ngs</source>
        <translation>&amp;Nastavení</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>&amp;Honours as letters (%1)</source>
        <translation>&amp;Zvláštní kameny jako písmena (%1)</translation>
    </message>
    <message>
        <source>Write honours as letters; off: as digits 1z-7z</source>
        <translation>Psát zvláštní kameny písmeny; vypnuto: číslicemi 1z-7z</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Nápově&amp;da</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hlavní</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Podle systému</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>jazyk systému</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <source>The program will use %1 the next time it starts.</source>
        <translation>Program použije jazyk %1 při příštím spuštění.</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Partii nelze otevřít</translation>
    </message>
    <message>
        <source>Hands that no longer score</source>
        <translation>Hry, které už nejdou spočítat</translation>
    </message>
    <message>
        <source>Some hands of this game no longer score under its rules: the program reads a rule more faithfully than the version that recorded them. They are kept as entered, marked %1 on the sheet, and count as 0 for everyone until you edit them.</source>
        <translation>Některé hry této partie už podle jejích pravidel nejdou spočítat: program čte jedno pravidlo věrněji než verze, která je zapsala. Zůstávají tak, jak byly zadány, jsou v tabulce označeny %1 a počítají se všem jako 0, dokud je neupravíte.</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>Hra %1: %2</translation>
    </message>
    <message>
        <source>%1 — Mahjong Score Sheet</source>
        <translation>%1 — Záznam skóre mahjongu</translation>
    </message>
    <message>
        <source>The hand that was being entered could not be brought back (it was damaged, or no longer fits this game).</source>
        <translation>Rozepsanou hru se nepodařilo obnovit (byla poškozená nebo už k této partii nepatří).</translation>
    </message>
    <message>
        <source>The hand being entered was started before the game changed elsewhere (it now has %1 hands): check it before you record it.</source>
        <translation>Rozepsaná hra byla začata dříve, než se partie jinde změnila (nyní má %1 her): před zapsáním ji zkontrolujte.</translation>
    </message>
    <message>
        <source>The hand being entered is back; what no longer fits this game was left out.</source>
        <translation>Rozepsaná hra je zpět; co už k této partii nepatří, bylo vynecháno.</translation>
    </message>
    <message>
        <source>The hand being entered is back as it was left.</source>
        <translation>Rozepsaná hra je zpět tak, jak byla opuštěna.</translation>
    </message>
    <message>
        <source>The hand being entered cannot be kept: %1</source>
        <translation>Rozepsanou hru nelze uchovat: %1</translation>
    </message>
    <message>
        <source>Payments: select a hand</source>
        <translation>Platby: vyberte hru</translation>
    </message>
    <message>
        <source>Payments of hand %1</source>
        <translation>Platby ve hře %1</translation>
    </message>
    <message>
        <source>Later hands changed: %1</source>
        <translation>Pozdější hry se změnily: %1</translation>
    </message>
    <message>
        <source>Nothing was saved</source>
        <translation>Nic nebylo uloženo</translation>
    </message>
    <message>
        <source>Hand %1 recorded</source>
        <translation>Hra %1 zapsána</translation>
    </message>
    <message>
        <source>Hand %1 saved</source>
        <translation>Hra %1 uložena</translation>
    </message>
    <message>
        <source>New name (at most %1 characters):</source>
        <translation>Nové jméno (nejvýše %1 znaků):</translation>
    </message>
    <message>
        <source>choose the player and put the cursor in his hand field (a bare number there is his typed score)</source>
        <translation>zvolit hráče a dát kurzor do pole jeho ruky (samotné číslo je tam jeho zadané skóre)</translation>
    </message>
    <message>
        <source>a Ponjan hand: one tile or a set per click; the next set is stolen</source>
        <translation>ruka Ponjanu: jeden kámen nebo trojice na kliknutí; další trojice je ukradená</translation>
    </message>
    <message>
        <source>who discarded the winning tile</source>
        <translation>kdo odhodil vítězný kámen</translation>
    </message>
    <message>
        <source>accept the suggested winner (the only complete hand)</source>
        <translation>přijmout navrženého vítěze (jediná úplná ruka)</translation>
    </message>
    <message>
        <source>Click in the winner&apos;s hand</source>
        <translation>Kliknutí do ruky vítěze</translation>
    </message>
    <message>
        <source>choose the winning tile</source>
        <translation>zvolit vítězný kámen</translation>
    </message>
    <message>
        <source>record the hand (or save the edit)</source>
        <translation>zapsat hru (nebo uložit úpravu)</translation>
    </message>
    <message>
        <source>Hand %1 deleted (Undo brings it back)</source>
        <translation>Hra %1 smazána (Zpět ji vrátí)</translation>
    </message>
    <message>
        <source>Cannot create the game</source>
        <translation>Partii nelze založit</translation>
    </message>
    <message>
        <source>Rename game</source>
        <translation>Přejmenovat partii</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Název:</translation>
    </message>
    <message>
        <source>Game renamed</source>
        <translation>Partie přejmenována</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Přejmenovat hráče</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Hráč:</translation>
    </message>
    <message>
        <source>Every player needs a name of his own.</source>
        <translation>Každý hráč potřebuje vlastní jméno.</translation>
    </message>
    <message>
        <source>%1 is now %2</source>
        <translation>%1 se nyní jmenuje %2</translation>
    </message>
    <message>
        <source>Export workbook</source>
        <translation>Exportovat sešit</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Sešit Excelu (*.xlsx)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export se nezdařil</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Uloženo: %1</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exportovat PDF</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Zápis skóre</translation>
    </message>
    <message>
        <source>Hand %1 recorded and saved.</source>
        <translation>Hra %1 zapsána a uložena.</translation>
    </message>
    <message>
        <source>Hand %1 saved.</source>
        <translation>Hra %1 uložena.</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Klávesové zkratky</translation>
    </message>
    <message>
        <source>add a single tile, pair, chow, pung or kong per click</source>
        <translation>přidat kliknutím jeden kámen, pár, čou, pong nebo kong</translation>
    </message>
    <message>
        <source>the next set is exposed (a kong: declared concealed when off)</source>
        <translation>další sada je vyložená (kong: při vypnutí ohlášený skrytý)</translation>
    </message>
    <message>
        <source>type the player&apos;s score instead of the tiles</source>
        <translation>zadat skóre hráče místo kamenů</translation>
    </message>
    <message>
        <source>Arrow keys, Space</source>
        <translation>Šipky, mezerník</translation>
    </message>
    <message>
        <source>move in the tile picker and take a tile</source>
        <translation>pohyb mezi kameny a výběr kamene</translation>
    </message>
    <message>
        <source>undo / redo</source>
        <translation>zpět / znovu</translation>
    </message>
    <message>
        <source>edit / delete the selected hand</source>
        <translation>upravit / smazat vybranou hru</translation>
    </message>
    <message>
        <source>the whole score sheet (hide the hand entry) and back</source>
        <translation>celý zápis skóre (skrýt zadávání) a zpět</translation>
    </message>
    <message>
        <source>new game, games list</source>
        <translation>nová partie, seznam partií</translation>
    </message>
    <message>
        <source>export workbook, export PDF, print</source>
        <translation>export sešitu, export PDF, tisk</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nová partie</translation>
    </message>
    <message>
        <source>Game and players</source>
        <translation>Partie a hráči</translation>
    </message>
    <message>
        <source>Game of %1</source>
        <translation>Partie z %1</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Název:</translation>
    </message>
    <message>
        <source>Players by starting seat, a name of at most %1 characters each. Leave the last seats empty for a game of two or three.</source>
        <translation>Hráči podle počátečních míst, každé jméno nejvýše %1 znaků. Pro partii ve dvou nebo ve třech nechte poslední místa prázdná.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>jméno</translation>
    </message>
    <message>
        <source>(empty seat)</source>
        <translation>(prázdné místo)</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Load rule file…</source>
        <translation>Načíst soubor pravidel…</translation>
    </message>
    <message>
        <source>Rules &amp;reference…</source>
        <translation>&amp;Přehled pravidel…</translation>
    </message>
    <message>
        <source>Every rule of this rule set with its value and its source</source>
        <translation>Všechna pravidla této sady s hodnotou a zdrojem</translation>
    </message>
    <message>
        <source>Scoring and settlement</source>
        <translation>Skóre a vyúčtování</translation>
    </message>
    <message>
        <source>Settlement:</source>
        <translation>Vyúčtování:</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>&amp;Klasické</translation>
    </message>
    <message>
        <source>The winner collects his score from each player; the others pay each other the differences.</source>
        <translation>Vítěz dostane své skóre od každého hráče; ostatní si navzájem platí rozdíly.</translation>
    </message>
    <message>
        <source>&amp;Differences</source>
        <translation>&amp;Rozdíly</translation>
    </message>
    <message>
        <source>Every pair of players settles the difference of their scores, the winner included.</source>
        <translation>Každá dvojice hráčů si vyrovná rozdíl svých skóre, včetně vítěze.</translation>
    </message>
    <message>
        <source>N&amp;o payments</source>
        <translation>&amp;Bez plateb</translation>
    </message>
    <message>
        <source>Nobody pays; each player keeps a running total of points.</source>
        <translation>Nikdo neplatí; každý hráč si vede průběžný součet bodů.</translation>
    </message>
    <message>
        <source>&amp;East pays and receives double</source>
        <translation>&amp;Východ platí a dostává dvojnásobek</translation>
    </message>
    <message>
        <source>Ponjan pays its own way: the discarder alone pays a win on his discard, both others pay half a self-drawn win, and at a drawn hand the players who were not tenpai pay those who were. East is the first boss.</source>
        <translation>Ponjan platí po svém: vítězství na odhozený kámen platí sám ten, kdo ho odhodil, vítězství vylovené ze zdi platí oba ostatní napůl a při nerozhodné hře platí hráči, kteří nebyli tenpai, těm, kteří byli. Východ je první šéf.</translation>
    </message>
    <message>
        <source>No &amp;limit</source>
        <translation>Bez &amp;limitu</translation>
    </message>
    <message>
        <source>Play with the roof off: scores are not capped. A limit hand still scores the rule set&apos;s limit.</source>
        <translation>Hra „s odkrytou střechou“: skóre není omezeno. Limitní ruka přesto dostane limit pravidel.</translation>
    </message>
    <message>
        <source>Li&amp;mit:</source>
        <translation>Li&amp;mit:</translation>
    </message>
    <message>
        <source>&amp;Starting balance:</source>
        <translation>Počáteční &amp;stav:</translation>
    </message>
    <message>
        <source>Ro&amp;unds:</source>
        <translation>K&amp;ola:</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>Za&amp;hájit partii</translation>
    </message>
    <message>
        <source>Load rule file</source>
        <translation>Načíst soubor pravidel</translation>
    </message>
    <message>
        <source>Rule files (*.toml);;All files (*)</source>
        <translation>Soubory pravidel (*.toml);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Cannot read the rule file</source>
        <translation>Soubor pravidel nelze přečíst</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Soubor: %1</translation>
    </message>
    <message>
        <source>boss terms; the last round is a single hand</source>
        <translation>období šéfů; poslední kolo je jediná hra</translation>
    </message>
    <message>
        <source>East round only</source>
        <translation>jen kolo Východu</translation>
    </message>
    <message>
        <source>East and South rounds</source>
        <translation>kola Východu a Jihu</translation>
    </message>
    <message>
        <source>East, South and West rounds</source>
        <translation>kola Východu, Jihu a Západu</translation>
    </message>
    <message>
        <source>all four winds</source>
        <translation>všechny čtyři větry</translation>
    </message>
    <message>
        <source>Ponjan is for exactly three players: leave %1 empty.</source>
        <translation>Ponjan je přesně pro tři hráče: nechte %1 prázdný.</translation>
    </message>
    <message>
        <source>Ponjan is for exactly three players: %1, %2 and %3 need names.</source>
        <translation>Ponjan je přesně pro tři hráče: %1, %2 a %3 potřebují jméno.</translation>
    </message>
    <message>
        <source>%1 needs a name: a game has two to four players.</source>
        <translation>%1 potřebuje jméno: partii hrají dva až čtyři hráči.</translation>
    </message>
    <message>
        <source>%1 has no name: only the last seats may stay empty.</source>
        <translation>%1 nemá jméno: prázdná mohou zůstat jen poslední místa.</translation>
    </message>
    <message>
        <source>%1 and %2 have the same name, “%3”.</source>
        <translation>%1 a %2 mají stejné jméno, „%3“.</translation>
    </message>
</context>
<context>
    <name>PaymentModel</name>
    <message>
        <source>(truncated)</source>
        <translation>(zaokrouhleno k nule)</translation>
    </message>
    <message>
        <source>%1 pays</source>
        <translation>%1 platí</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>→ %1</translation>
    </message>
</context>
<context>
    <name>Penalty</name>
    <message>
        <source>Penalty recorded as hand %1</source>
        <translation>Pokuta zapsána jako hra %1</translation>
    </message>
    <message>
        <source>Hand %1 saved</source>
        <translation>Hra %1 uložena</translation>
    </message>
    <message>
        <source>%1 pays %2 %3</source>
        <translation>%1 platí hráči %2 %3</translation>
    </message>
    <message>
        <source>%1 pays %2</source>
        <translation>%1 platí %2</translation>
    </message>
    <message>
        <source>%1 pay %2 each</source>
        <translation>%1 platí každý %2</translation>
    </message>
    <message>
        <source>%1 gets %2</source>
        <translation>%1 dostane %2</translation>
    </message>
    <message>
        <source>%1 get %2 each</source>
        <translation>%1 dostanou každý %2</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <source>Record penalty</source>
        <translation>Zapsat pokutu</translation>
    </message>
    <message>
        <source>Correct penalty (hand %1)</source>
        <translation>Opravit pokutu (hra %1)</translation>
    </message>
    <message>
        <source>Offence</source>
        <translation>Přestupek</translation>
    </message>
    <message>
        <source>Agreed penalty (not in the rule set)</source>
        <translation>Dohodnutá pokuta (není v pravidlech)</translation>
    </message>
    <message>
        <source>%1 (%2 points)</source>
        <translation>%1 (%2 bodů)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Platí</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Dostane</translation>
    </message>
    <message>
        <source>%1 pays</source>
        <translation>%1 platí</translation>
    </message>
    <message>
        <source>%1 receives</source>
        <translation>%1 dostane</translation>
    </message>
    <message>
        <source>Paid to &amp;every other player</source>
        <translation>Placeno &amp;všem ostatním hráčům</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Částka</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Poznámka</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>Kdo komu platí</translation>
    </message>
    <message>
        <source>&amp;Offence:</source>
        <translation>&amp;Přestupek:</translation>
    </message>
    <message>
        <source>&amp;Amount (the whole penalty, in points):</source>
        <translation>Čá&amp;stka (celá pokuta, v bodech):</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>Po&amp;známka:</translation>
    </message>
    <message>
        <source>&amp;Record penalty</source>
        <translation>&amp;Zapsat pokutu</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Uložit</translation>
    </message>
    <message>
        <source>Tick the player who pays the penalty.</source>
        <translation>Zaškrtněte hráče, který pokutu platí.</translation>
    </message>
    <message>
        <source>Tick the player who receives it.</source>
        <translation>Zaškrtněte hráče, který ji dostane.</translation>
    </message>
    <message>
        <source>Type the amount of the penalty.</source>
        <translation>Zadejte částku pokuty.</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <source>%1&apos;s change</source>
        <translation>Změna hráče %1</translation>
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
        <translation>%1 měl(a) ve chvíli, kdy došla zeď, ruku o jeden kámen od dokončení</translation>
    </message>
    <message>
        <source>%1 boss</source>
        <translation>%1 šéf</translation>
    </message>
    <message>
        <source>The boss: he gains x15 when he wins, and keeps the deal while he gains</source>
        <translation>Šéf: když vyhraje, získá x15, a rozdává dál, dokud získává</translation>
    </message>
    <message>
        <source>Bal. %1</source>
        <translation>Stav %1</translation>
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
        <translation>Kolo %1</translation>
    </message>
    <message>
        <source>drawn; nobody tenpai</source>
        <translation>nerozhodně; nikdo tenpai</translation>
    </message>
    <message>
        <source>drawn; tenpai: %1</source>
        <translation>nerozhodně; tenpai: %1</translation>
    </message>
    <message>
        <source>%1, self-drawn</source>
        <translation>%1, ze zdi</translation>
    </message>
    <message>
        <source>%1 on %2&apos;s discard</source>
        <translation>%1 z odhozu hráče %2</translation>
    </message>
    <message>
        <source>Points %1: base %2 x %3 = %4</source>
        <translation>Body %1: základ %2 x %3 = %4</translation>
    </message>
</context>
<context>
    <name>PonjanEntry</name>
    <message>
        <source>Winner</source>
        <translation>Vítěz</translation>
    </message>
    <message>
        <source>Who won (or a drawn hand: the wall ran out)</source>
        <translation>Kdo vyhrál (nebo nerozhodná hra: došla zeď)</translation>
    </message>
    <message>
        <source>Winning tile</source>
        <translation>Vítězný kámen</translation>
    </message>
    <message>
        <source>The winning tile: click it in the winner&apos;s hand, or choose it here</source>
        <translation>Vítězný kámen: klikněte na něj v ruce vítěze, nebo ho zvolte zde</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Zeď</translation>
    </message>
    <message>
        <source>Self-drawn from the wall</source>
        <translation>Vylovený ze zdi</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odhozený</translation>
    </message>
    <message>
        <source>Claimed from a discard</source>
        <translation>Vzatý z odhozeného kamene</translation>
    </message>
    <message>
        <source>&amp;Discarded by</source>
        <translation>&amp;Odhodil</translation>
    </message>
    <message>
        <source>Discarded by</source>
        <translation>Odhodil</translation>
    </message>
    <message>
        <source>Who discarded the winning tile: he alone pays</source>
        <translation>Kdo odhodil vítězný kámen: platí sám</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Reach</translation>
    </message>
    <message>
        <source>The winner had declared Reach</source>
        <translation>Vítěz ohlásil Reach</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>Ippatsu</translation>
    </message>
    <message>
        <source>Won before the winner&apos;s next discard after his Reach (needs Reach)</source>
        <translation>Vyhráno před dalším odhozením vítěze po jeho Reach (vyžaduje Reach)</translation>
    </message>
    <message>
        <source>A drawn hand: tick the players who were tenpai (two sets and a pair).</source>
        <translation>Nerozhodná hra: zaškrtněte hráče, kteří byli tenpai (dvě trojice a pár).</translation>
    </message>
    <message>
        <source>&amp;Winner</source>
        <translation>&amp;Vítěz</translation>
    </message>
    <message>
        <source>Winning t&amp;ile</source>
        <translation>Vítězný &amp;kámen</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Odkud</translation>
    </message>
    <message>
        <source>Breakdown</source>
        <translation>Rozpis</translation>
    </message>
    <message>
        <source>Who won?</source>
        <translation>Kdo vyhrál?</translation>
    </message>
    <message>
        <source>Drawn hand</source>
        <translation>Nerozhodná hra</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Partie skončila</translation>
    </message>
    <message>
        <source>Round %1, %2 is the boss</source>
        <translation>Kolo %1, šéf je %2</translation>
    </message>
    <message>
        <source>A drawn hand has no winner&apos;s tiles</source>
        <translation>Nerozhodná hra nemá kameny vítěze</translation>
    </message>
    <message>
        <source>Who discarded?</source>
        <translation>Kdo odhodil?</translation>
    </message>
    <message>
        <source>click it in the hand</source>
        <translation>klikněte na něj v ruce</translation>
    </message>
    <message>
        <source>%1&apos;s hand (the winner&apos;s tiles)</source>
        <translation>Ruka hráče %1 (kameny vítěze)</translation>
    </message>
    <message>
        <source>The winner&apos;s tiles</source>
        <translation>Kameny vítěze</translation>
    </message>
    <message>
        <source>Drawn hand: nobody pays (%1 tenpai)</source>
        <translation>Nerozhodná hra: nikdo neplatí (tenpai: %1)</translation>
    </message>
    <message>
        <source>Drawn hand; tenpai: %1. Each of the others pays each tenpai player 15.</source>
        <translation>Nerozhodná hra; tenpai: %1. Každý z ostatních platí každému hráči tenpai 15.</translation>
    </message>
    <message>
        <source> (boss)</source>
        <translation> (šéf)</translation>
    </message>
    <message>
        <source>Points %1: base %2 × %3%4 = &lt;b&gt;%5&lt;/b&gt;</source>
        <translation>Body %1: základ %2 × %3%4 = &lt;b&gt;%5&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 gains %2; %3 pays it all (the discarder)</source>
        <translation>%1 získá %2; %3 platí vše (odhodil kámen)</translation>
    </message>
    <message>
        <source>%1 gains %2; each other player pays %3</source>
        <translation>%1 získá %2; každý z ostatních platí %3</translation>
    </message>
    <message>
        <source>Start or open a game first</source>
        <translation>Nejdříve založte nebo otevřete partii</translation>
    </message>
    <message>
        <source>Choose the winner, or a drawn hand</source>
        <translation>Zvolte vítěze, nebo nerozhodnou hru</translation>
    </message>
    <message>
        <source>Enter %1&apos;s tiles (the winner&apos;s hand)</source>
        <translation>Zadejte kameny hráče %1 (ruku vítěze)</translation>
    </message>
    <message>
        <source>%1 won: click the winning tile in %1&apos;s hand</source>
        <translation>%1 vyhrál(a): klikněte na vítězný kámen v ruce hráče %1</translation>
    </message>
    <message>
        <source>Choose who discarded the winning tile</source>
        <translation>Zvolte, kdo odhodil vítězný kámen</translation>
    </message>
</context>
<context>
    <name>PonjanHandBox</name>
    <message>
        <source>Tile</source>
        <translation>Kámen</translation>
    </message>
    <message>
        <source>a click adds one tile</source>
        <translation>kliknutí přidá jeden kámen</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Trojice</translation>
    </message>
    <message>
        <source>a click adds a set: three of the tile</source>
        <translation>kliknutí přidá trojici: tři takové kameny</translation>
    </message>
    <message>
        <source>Stolen</source>
        <translation>Ukradená</translation>
    </message>
    <message>
        <source>The next set added is a stolen (exposed) set (Alt+X)</source>
        <translation>Další přidaná trojice je ukradená (vyložená) (Alt+X)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Vrátit</translation>
    </message>
    <message>
        <source>Take back the last tile or set added</source>
        <translation>Vrátit naposledy přidaný kámen nebo trojici</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vyprázdnit</translation>
    </message>
    <message>
        <source>Remove every tile of the hand</source>
        <translation>Odebrat všechny kameny z ruky</translation>
    </message>
    <message>
        <source>Winner&apos;s tiles</source>
        <translation>Kameny vítěze</translation>
    </message>
    <message>
        <source>or type them: 000r 111k 000b, (000d) stolen</source>
        <translation>nebo je napište: 000r 111k 000b, (000d) ukradená</translation>
    </message>
    <message>
        <source>The next set added is stolen</source>
        <translation>Další přidaná trojice je ukradená</translation>
    </message>
</context>
<context>
    <name>ReferenceDialog</name>
    <message>
        <source>Rules reference: %1</source>
        <translation>Přehled pravidel: %1</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>cannot paint on the printer or file</source>
        <translation>na tiskárnu ani do souboru nelze kreslit</translation>
    </message>
    <message>
        <source>cannot start a new page</source>
        <translation>nelze začít novou stránku</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Strana %1 z %2</translation>
    </message>
    <message>
        <source>Print preview — %1</source>
        <translation>Náhled tisku — %1</translation>
    </message>
    <message>
        <source>classic: the winner collects his score from everyone, the others pay one another the differences</source>
        <translation>klasické: vítěz dostane své skóre od všech, ostatní si navzájem platí rozdíly</translation>
    </message>
    <message>
        <source>differences (source 003, &apos;med böter&apos;): every pair settles the difference</source>
        <translation>rozdíly (zdroj 003, „med böter“): každá dvojice si vyrovná rozdíl</translation>
    </message>
    <message>
        <source>none (source 003, &apos;utan böter&apos;): everyone keeps his points</source>
        <translation>žádné (zdroj 003, „utan böter“): každý si ponechá své body</translation>
    </message>
    <message>
        <source>void: nobody pays</source>
        <translation>neplatná: nikdo neplatí</translation>
    </message>
    <message>
        <source>settled: every pair settles the difference</source>
        <translation>vyúčtuje se: každá dvojice si vyrovná rozdíl</translation>
    </message>
    <message>
        <source>Mahjong score sheet</source>
        <translation>Záznam skóre mahjongu</translation>
    </message>
    <message>
        <source>(finished)</source>
        <translation>(dohráno)</translation>
    </message>
    <message>
        <source>yes: every payment to or from East is doubled</source>
        <translation>ano: každá platba Východu nebo od Východu se zdvojnásobuje</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ne</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádný</translation>
    </message>
    <message>
        <source>the discarder alone pays a win on a discard; after a self-draw each other player pays half the score, rounded toward zero, and the winner gains the whole score</source>
        <translation>výhru z odhozeného kamene platí jen ten, kdo ho odhodil; po výhře ze zdi platí každý z ostatních polovinu skóre, zaokrouhlenou k nule, a vítěz získá celé skóre</translation>
    </message>
    <message>
        <source>each noten player pays each tenpai player %1; nobody pays when none or all are tenpai</source>
        <translation>každý hráč, který není tenpai, platí každému hráči tenpai %1; nikdo neplatí, když není tenpai nikdo nebo jsou všichni</translation>
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
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Players (starting seats)</source>
        <translation>Hráči (počáteční místa)</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Kola</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Platby</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>Boss</source>
        <translation>Boss</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Co se stalo</translation>
    </message>
    <message>
        <source>tenpai</source>
        <translation>tenpai</translation>
    </message>
    <message>
        <source>The winner&apos;s score (what he gains) is bold and marked %1. +/- is what the hand adds to the balance; the balance starts at %2.</source>
        <translation>Skóre vítěze (co získá) je tučně a označené %1. +/- je to, co hra přidá ke stavu; stav začíná na %2.</translation>
    </message>
    <message>
        <source>Boss: %1</source>
        <translation>Boss: %1</translation>
    </message>
    <message>
        <source>winning tile %1</source>
        <translation>vítězný kámen %1</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>hráči %1</translation>
    </message>
    <message>
        <source>(truncated)</source>
        <translation>(zaokrouhleno k nule)</translation>
    </message>
    <message>
        <source>%1 pays</source>
        <translation>%1 platí</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Změna</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Vyúčtování</translation>
    </message>
    <message>
        <source>East double</source>
        <translation>Východ dvojnásobně</translation>
    </message>
    <message>
        <source>Start balance</source>
        <translation>Počáteční stav</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <source>Drawn hand</source>
        <translation>Nerozhodná hra</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Zápis skóre</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Wind</source>
        <translation>Vítr</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Východ</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vítěz</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <source>+/-</source>
        <translation>+/-</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>pokuta</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>nerozhodně</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>No hands yet.</source>
        <translation>Zatím žádné hry.</translation>
    </message>
    <message>
        <source>The winner&apos;s score is bold and marked %1. +/- is what the hand adds to the balance; the balance starts at %2.</source>
        <translation>Skóre vítěze je tučně a označené %1. +/- je to, co hra přidá ke stavu; stav začíná na %2.</translation>
    </message>
    <message>
        <source>A penalty has no scores (—); its +/- is the penalty paid or received.</source>
        <translation>Pokuta nemá skóre (—); její +/- je zaplacená nebo obdržená pokuta.</translation>
    </message>
    <message>
        <source>%1: played after the end of the game (after an edit).</source>
        <translation>%1: odehráno po konci partie (po úpravě).</translation>
    </message>
    <message>
        <source>; every payment to or from East is doubled (×2)</source>
        <translation>; každá platba Východu nebo od Východu se zdvojnásobuje (×2)</translation>
    </message>
    <message>
        <source>Each line is what the player receives (+) or pays (-) to one opponent, with the arithmetic seen from his side.</source>
        <translation>Každý řádek ukazuje, co hráč dostane (+) nebo zaplatí (-) jednomu soupeři, s výpočtem z jeho pohledu.</translation>
    </message>
    <message>
        <source>Payments, hand by hand</source>
        <translation>Platby, hra po hře</translation>
    </message>
    <message>
        <source>Each row is what one player pays the others, with the arithmetic; the last row is what the hand adds to each balance.</source>
        <translation>Každý řádek je to, co jeden hráč platí ostatním, i s výpočtem; poslední řádek je to, co hra přidá ke stavu každého hráče.</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hra %1</translation>
    </message>
    <message>
        <source>%1 wind</source>
        <translation>převažující vítr %1</translation>
    </message>
    <message>
        <source>East: %1</source>
        <translation>Východ: %1</translation>
    </message>
    <message>
        <source>after the end of the game</source>
        <translation>po konci partie</translation>
    </message>
    <message>
        <source>penalty: %1</source>
        <translation>pokuta: %1</translation>
    </message>
    <message>
        <source>drawn hand</source>
        <translation>nerozhodná hra</translation>
    </message>
    <message>
        <source>drawn hand, nobody pays</source>
        <translation>nerozhodná hra, nikdo neplatí</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>vyhrál(a) %1</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Poznámka</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>mah-jong</source>
        <translation>mahjong</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Pokuta</translation>
    </message>
    <message>
        <source>pays</source>
        <translation>platí</translation>
    </message>
    <message>
        <source>receives</source>
        <translation>dostane</translation>
    </message>
    <message>
        <source>Opponent %1</source>
        <translation>Soupeř %1</translation>
    </message>
    <message>
        <source>Hand total</source>
        <translation>Celkem za hru</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>ponecháno</translation>
    </message>
</context>
<context>
    <name>RuleDiffDialog</name>
    <message>
        <source>Compare rule sets</source>
        <translation>Porovnat sady pravidel</translation>
    </message>
    <message>
        <source>The rules being edited (%1)</source>
        <translation>Upravovaná pravidla (%1)</translation>
    </message>
    <message>
        <source>Open rule file…</source>
        <translation>Otevřít soubor pravidel…</translation>
    </message>
    <message>
        <source>Rule set &amp;A:</source>
        <translation>Sada pravidel &amp;A:</translation>
    </message>
    <message>
        <source>Rule set &amp;B:</source>
        <translation>Sada pravidel &amp;B:</translation>
    </message>
    <message>
        <source>Open rule file</source>
        <translation>Otevřít soubor pravidel</translation>
    </message>
    <message>
        <source>Rule files (*.toml);;All files (*)</source>
        <translation>Soubory pravidel (*.toml);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>%1 and %2: the same rules</source>
        <translation>%1 a %2: stejná pravidla</translation>
    </message>
    <message>
        <source>From %1 to %2: %3 changed, %4 added, %5 removed, %6 keys of the file</source>
        <translation>Z %1 do %2: změněno %3, přidáno %4, odebráno %5, klíčů souboru %6</translation>
    </message>
</context>
<context>
    <name>RuleDiffModel</name>
    <message>
        <source>yes</source>
        <translation>ano</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ne</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Rozdíl</translation>
    </message>
    <message>
        <source>Rule or key</source>
        <translation>Pravidlo nebo klíč</translation>
    </message>
    <message>
        <source>In A</source>
        <translation>V A</translation>
    </message>
    <message>
        <source>In B</source>
        <translation>V B</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>Soubor</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Změněno</translation>
    </message>
    <message>
        <source>Only in B</source>
        <translation>Jen v B</translation>
    </message>
    <message>
        <source>Only in A</source>
        <translation>Jen v A</translation>
    </message>
</context>
<context>
    <name>RuleEditor</name>
    <message>
        <source>The game&apos;s rules (%1)</source>
        <translation>Pravidla partie (%1)</translation>
    </message>
    <message>
        <source>Open rule file…</source>
        <translation>Otevřít soubor pravidel…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Uložit</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Uložit j&amp;ako…</translation>
    </message>
    <message>
        <source>A&amp;dd rule…</source>
        <translation>Přidat pravi&amp;dlo…</translation>
    </message>
    <message>
        <source>A rule made of a condition the program knows</source>
        <translation>Pravidlo z podmínky, kterou program zná</translation>
    </message>
    <message>
        <source>&amp;Compare…</source>
        <translation>&amp;Porovnat…</translation>
    </message>
    <message>
        <source>What differs between two rule sets</source>
        <translation>V čem se liší dvě sady pravidel</translation>
    </message>
    <message>
        <source>Rescore &amp;this game under these rules…</source>
        <translation>Přepočí&amp;tat tuto partii podle těchto pravidel…</translation>
    </message>
    <message>
        <source>Rescore this game under these rules</source>
        <translation>Přepočítat tuto partii podle těchto pravidel</translation>
    </message>
    <message>
        <source>The open game scored under the rules shown from now on (Edit &gt; Undo puts its own back)</source>
        <translation>Otevřená partie se od teď počítá podle zobrazených pravidel (Úpravy &gt; Zpět vrátí její vlastní)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>P&amp;ravidla:</translation>
    </message>
    <message>
        <source>Open rule file</source>
        <translation>Otevřít soubor pravidel</translation>
    </message>
    <message>
        <source>Rule files (*.toml);;All files (*)</source>
        <translation>Soubory pravidel (*.toml);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Cannot open the rules</source>
        <translation>Pravidla nelze otevřít</translation>
    </message>
    <message>
        <source>%1 is read-only: your first change starts a copy of it (id %2), which Save as writes as a house rule file.</source>
        <translation>%1 nelze měnit: vaše první změna založí jeho kopii (id %2), kterou Uložit jako zapíše jako soubor domácích pravidel.</translation>
    </message>
    <message>
        <source>A copy (id %1), not saved yet: Save as writes it as a house rule file.</source>
        <translation>Kopie (id %1), zatím neuložená: Uložit jako ji zapíše jako soubor domácích pravidel.</translation>
    </message>
    <message>
        <source>%1 (id %2)%3</source>
        <translation>%1 (id %2)%3</translation>
    </message>
    <message>
        <source>, changed, not saved</source>
        <translation>, změněno, neuloženo</translation>
    </message>
    <message>
        <source>Rule editor: %1</source>
        <translation>Úpravy pravidel: %1</translation>
    </message>
    <message>
        <source>Save the house rules</source>
        <translation>Uložit domácí pravidla</translation>
    </message>
    <message>
        <source>Rule files (*.toml)</source>
        <translation>Soubory pravidel (*.toml)</translation>
    </message>
    <message>
        <source>Cannot save the rules</source>
        <translation>Pravidla nelze uložit</translation>
    </message>
    <message>
        <source>Rule editor</source>
        <translation>Úpravy pravidel</translation>
    </message>
    <message>
        <source>Save the changes to the rules first?</source>
        <translation>Uložit nejprve změny pravidel?</translation>
    </message>
    <message>
        <source>The game cannot be rescored</source>
        <translation>Partii nelze přepočítat</translation>
    </message>
    <message>
        <source>Hand %1 cannot be scored under these rules: %2</source>
        <translation>Hru %1 nelze podle těchto pravidel spočítat: %2</translation>
    </message>
    <message>
        <source>Rescore the game “%1” under %2?</source>
        <translation>Přepočítat partii „%1“ podle %2?</translation>
    </message>
    <message>
        <source>1 hand scores differently under them.</source>
        <translation>Podle nich má jiné skóre 1 hra.</translation>
    </message>
    <message>
        <source>%1 hands score differently under them.</source>
        <translation>Počet her, které mají podle nich jiné skóre: %1.</translation>
    </message>
    <message>
        <source>Edit &gt; Undo puts the game&apos;s own rules back.</source>
        <translation>Úpravy &gt; Zpět vrátí partii její vlastní pravidla.</translation>
    </message>
    <message>
        <source>Rescore the game</source>
        <translation>Přepočítat partii</translation>
    </message>
    <message>
        <source>The game was not rescored</source>
        <translation>Partie nebyla přepočítána</translation>
    </message>
</context>
<context>
    <name>RuleEditorModel</name>
    <message>
        <source>The rule set</source>
        <translation>Sada pravidel</translation>
    </message>
    <message>
        <source>Sets and pairs</source>
        <translation>Sestavy a páry</translation>
    </message>
    <message>
        <source>The winner&apos;s extras</source>
        <translation>Příplatky vítěze</translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation>Zdvojení</translation>
    </message>
    <message>
        <source>Limit hands</source>
        <translation>Limitní hry</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Pokuty</translation>
    </message>
    <message>
        <source>Rotation and settlement</source>
        <translation>Střídání a vyúčtování</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Název</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <source>Most chows in a hand</source>
        <translation>Nejvíc chow v jedné hře</translation>
    </message>
    <message>
        <source>1 player</source>
        <translation>1 hráč</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 hráči</translation>
    </message>
    <message>
        <source>Payers: %1; payees: every other player</source>
        <translation>Platí: %1; dostávají: všichni ostatní hráči</translation>
    </message>
    <message>
        <source>Payers: %1; payees: %2</source>
        <translation>Platí: %1; dostávají: %2</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>limit</translation>
    </message>
    <message>
        <source>%1 of the limit</source>
        <translation>%1 limitu</translation>
    </message>
    <message>
        <source>1 double</source>
        <translation>1 zdvojení</translation>
    </message>
    <message>
        <source>%1 doubles</source>
        <translation>zdvojení: %1</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 bod</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>bodů: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádný</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ano</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ne</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Pravidlo</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Hodnota</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Zdroj</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Zpráva</translation>
    </message>
</context>
<context>
    <name>SeasonChart</name>
    <message>
        <source>Balance summed over the evenings</source>
        <translation>Stav sečtený přes večery</translation>
    </message>
    <message>
        <source>Evening</source>
        <translation>Večer</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Season chart</source>
        <translation>Graf sezóny</translation>
    </message>
</context>
<context>
    <name>SeasonDialog</name>
    <message>
        <source>Season standings</source>
        <translation>Pořadí sezóny</translation>
    </message>
    <message>
        <source>Games of the season</source>
        <translation>Partie sezóny</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Vše</translation>
    </message>
    <message>
        <source>N&amp;one</source>
        <translation>&amp;Nic</translation>
    </message>
    <message>
        <source>Add &amp;database…</source>
        <translation>Přidat &amp;databázi…</translation>
    </message>
    <message>
        <source>Add game &amp;files…</source>
        <translation>Přidat &amp;soubory partií…</translation>
    </message>
    <message>
        <source>Only games &amp;from</source>
        <translation>Jen partie &amp;od</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>První den</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Poslední den</translation>
    </message>
    <message>
        <source>Same players</source>
        <translation>Titíž hráči</translation>
    </message>
    <message>
        <source>Bo=Bosse, Anna=Ann</source>
        <translation>Bo=Bosse, Anna=Ann</translation>
    </message>
    <message>
        <source>Other spellings of a name: NAME=OTHER, separated by commas</source>
        <translation>Jiné psaní jména: JMÉNO=JINÉ, oddělené čárkami</translation>
    </message>
    <message>
        <source>Games (tick those that count):</source>
        <translation>Partie (zaškrtněte ty, které se počítají):</translation>
    </message>
    <message>
        <source>to</source>
        <translation>do</translation>
    </message>
    <message>
        <source>&amp;Same players:</source>
        <translation>&amp;Titíž hráči:</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>S&amp;tandings</source>
        <translation>Po&amp;řadí</translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation>&amp;Graf</translation>
    </message>
    <message>
        <source>Export &amp;workbook…</source>
        <translation>Exportovat se&amp;šit…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Exportovat P&amp;DF…</translation>
    </message>
    <message>
        <source>%1 — not counted: a season counts classical games only</source>
        <translation>%1 — nepočítá se: sezóna počítá jen klasické hry</translation>
    </message>
    <message>
        <source>Cannot read the games</source>
        <translation>Partie nelze načíst</translation>
    </message>
    <message>
        <source>Add the games of a database</source>
        <translation>Přidat partie z databáze</translation>
    </message>
    <message>
        <source>Score sheet database (*.sqlite3 *.sqlite *.db);;All files (*)</source>
        <translation>Databáze zápisů (*.sqlite3 *.sqlite *.db);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Add game files</source>
        <translation>Přidat soubory partií</translation>
    </message>
    <message>
        <source>Game files (*.json)</source>
        <translation>Soubory partií (*.json)</translation>
    </message>
    <message>
        <source>Games counted: %1</source>
        <translation>Počítané partie: %1</translation>
    </message>
    <message>
        <source>season</source>
        <translation>sezona</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export se nezdařil</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Uloženo: %1</translation>
    </message>
    <message>
        <source>Export workbook</source>
        <translation>Exportovat sešit</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Sešit Excelu (*.xlsx)</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exportovat PDF</translation>
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
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hry</translation>
    </message>
    <message>
        <source>Mah-jongs</source>
        <translation>Mahjongy</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nerozhodné</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Průměr</translation>
    </message>
    <message>
        <source>Limit hands</source>
        <translation>Limitní hry</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Nejlepší hra</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Pořadí sezóny</translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation>Partie: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3, hand %4)</source>
        <translation>%1 (%2, %3, hra %4)</translation>
    </message>
</context>
<context>
    <name>SeasonWorkbook</name>
    <message>
        <source>Standings</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Per game</source>
        <translation>Po partiích</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Večery</translation>
    </message>
    <message>
        <source>Page &amp;P of &amp;N</source>
        <translation>Strana &amp;P z &amp;N</translation>
    </message>
    <message>
        <source>Season: the figures of each game</source>
        <translation>Sezóna: čísla každé partie</translation>
    </message>
    <message>
        <source>Change a figure here and the standings follow.</source>
        <translation>Změňte zde číslo a pořadí se přepočítá.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Evening</source>
        <translation>Večer</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Odkud</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Č.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hry</translation>
    </message>
    <message>
        <source>Mah-jongs</source>
        <translation>Mahjongy</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nerozhodné</translation>
    </message>
    <message>
        <source>Limit hands</source>
        <translation>Limitní hry</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Začátek</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Konec</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Změna</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Pořadí sezóny</translation>
    </message>
    <message>
        <source>%1 games, %2. The figures are formulas over the sheet &apos;%3&apos;.</source>
        <translation>Partie: %1, %2. Čísla jsou vzorce nad listem &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>no games</source>
        <translation>žádné partie</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Průměr</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Nejlepší hra</translation>
    </message>
    <message>
        <source>%1 (%2, %3, hand %4)</source>
        <translation>%1 (%2, %3, hra %4)</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Poznámka: %1</translation>
    </message>
    <message>
        <source>Balance summed over the evenings</source>
        <translation>Stav sečtený přes večery</translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <source>Hand</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>+/-</source>
        <translation>+/-</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vítěz</translation>
    </message>
    <message>
        <source>Boss</source>
        <translation>Šéf</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Východ</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <source>Bal.</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>%1&apos;s score</source>
        <translation>skóre hráče %1</translation>
    </message>
    <message>
        <source>what the hand gave or cost %1</source>
        <translation>co hra hráči %1 dala nebo vzala</translation>
    </message>
    <message>
        <source>%1&apos;s balance after the hand</source>
        <translation>stav hráče %1 po hře</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>pokuta</translation>
    </message>
    <message>
        <source>tenpai</source>
        <translation>tenpai</translation>
    </message>
    <message>
        <source>%1, seat %2</source>
        <translation>%1, místo %2</translation>
    </message>
    <message>
        <source>Score typed by hand</source>
        <translation>Skóre zadané ručně</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>nerozhodně</translation>
    </message>
    <message>
        <source>Hand %1, %2 round, %3 is East</source>
        <translation>Hra %1, kolo %2, %3 je Východ</translation>
    </message>
    <message>
        <source>Drawn hand</source>
        <translation>Nerozhodná hra</translation>
    </message>
    <message>
        <source>Won by %1</source>
        <translation>Vyhrál(a) %1</translation>
    </message>
    <message>
        <source>This hand no longer scores under the rules of this game (%1). It is kept as entered and counts as 0 for everyone until you edit it.</source>
        <translation>Tuto hru už podle pravidel této partie nejde spočítat (%1). Zůstává tak, jak byla zadána, a počítá se všem jako 0, dokud ji neupravíte.</translation>
    </message>
    <message>
        <source>%1 R%2</source>
        <translation>%1 K%2</translation>
    </message>
    <message>
        <source>Hand %1, round %2, %3 is the boss</source>
        <translation>Hra %1, kolo %2, boss je %3</translation>
    </message>
    <message>
        <source>Penalty: %1</source>
        <translation>Pokuta: %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
</context>
<context>
    <name>SituationPanel</name>
    <message>
        <source>loose tile, wall empty</source>
        <translation>volný kámen, zeď prázdná</translation>
    </message>
    <message>
        <source>Who went mah-jong (or a drawn hand)</source>
        <translation>Kdo udělal mahjong (nebo nerozhodná hra)</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vítěz</translation>
    </message>
    <message>
        <source>The winning tile: click it in the winner&apos;s hand, or choose it here</source>
        <translation>Vítězný kámen: klikněte na něj v ruce vítěze, nebo ho zvolte zde</translation>
    </message>
    <message>
        <source>Winning tile</source>
        <translation>Vítězný kámen</translation>
    </message>
    <message>
        <source>Where the winning tile came from</source>
        <translation>Odkud zavírající kámen pochází</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Odkud</translation>
    </message>
    <message>
        <source>Seen on the table</source>
        <translation>Viděno na stole</translation>
    </message>
    <message>
        <source>discards, such as 99p 1s</source>
        <translation>zahozené kameny, např. 99p 1s</translation>
    </message>
    <message>
        <source>Tiles seen elsewhere on the table (discards), in the notation. The other players&apos; exposed and declared sets count by themselves. A tile of which every copy is seen cannot be waited on (only possible tile).</source>
        <translation>Kameny viděné jinde na stole (zahozené), v zápisu. Vyložené a ohlášené sady ostatních hráčů se počítají samy. Na kámen, jehož všechny exempláře jsou vidět, nelze čekat (jediné možné místo).</translation>
    </message>
    <message>
        <source>&amp;Winner</source>
        <translation>&amp;Vítěz</translation>
    </message>
    <message>
        <source>Winning t&amp;ile</source>
        <translation>Vítězný &amp;kámen</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Odkud</translation>
    </message>
    <message>
        <source>Seen on the ta&amp;ble</source>
        <translation>Viděno na &amp;stole</translation>
    </message>
    <message>
        <source>Who won?</source>
        <translation>Kdo vyhrál?</translation>
    </message>
    <message>
        <source>Drawn hand</source>
        <translation>Nerozhodná hra</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Zeď</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odhozený</translation>
    </message>
    <message>
        <source>Where the winning tile came from: %1</source>
        <translation>Odkud zavírající kámen pochází: %1</translation>
    </message>
    <message>
        <source>%1 won?</source>
        <translation>Vyhrál(a) %1?</translation>
    </message>
    <message>
        <source>%1&apos;s hand is the only complete one: click (or %2) to make %1 the winner</source>
        <translation>Ruka hráče %1 je jediná úplná: klikněte (nebo %2) a %1 bude vítězem</translation>
    </message>
    <message>
        <source>Accept the suggested winner</source>
        <translation>Přijmout navrženého vítěze</translation>
    </message>
    <message>
        <source>click it in the hand</source>
        <translation>klikněte na něj v ruce</translation>
    </message>
    <message>
        <source>Waited on %1 only: only possible tile</source>
        <translation>Čekáno na %1: jediné možné místo</translation>
    </message>
    <message>
        <source>Waited on %1</source>
        <translation>Čekáno na %1</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Rank</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hry</translation>
    </message>
    <message>
        <source>Mah-jongs</source>
        <translation>Mahjongy</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nerozhodné</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Průměr</translation>
    </message>
    <message>
        <source>Limit hands</source>
        <translation>Limitní hry</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Nejlepší hra</translation>
    </message>
    <message>
        <source>%1 (%2, %3, hand %4)</source>
        <translation>%1 (%2, %3, hra %4)</translation>
    </message>
</context>
<context>
    <name>StripTile</name>
    <message>
        <source>Stolen set of %1</source>
        <translation>Ukradená trojice %1</translation>
    </message>
    <message>
        <source>A stolen set of %1: click to make it concealed</source>
        <translation>Ukradená trojice %1: kliknutím z ní uděláte skrytou</translation>
    </message>
    <message>
        <source>%1 in the hand</source>
        <translation>%1 v ruce</translation>
    </message>
    <message>
        <source>%1: click to make it the winning tile</source>
        <translation>%1: kliknutím z něj uděláte vítězný kámen</translation>
    </message>
</context>
<context>
    <name>TileButton</name>
    <message>
        <source>%1 of %2 left</source>
        <translation>zbývá %1 z %2</translation>
    </message>
</context>
<context>
    <name>WhatIfPanel</name>
    <message>
        <source>a typed score</source>
        <translation>zapsané skóre</translation>
    </message>
    <message>
        <source>&lt;b&gt;What if&lt;/b&gt;</source>
        <translation>&lt;b&gt;Co kdyby&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The whole s&amp;eason</source>
        <translation>Celá &amp;sezóna</translation>
    </message>
    <message>
        <source>Every classical game of the database under the edited rules, not only the open game</source>
        <translation>Každá klasická partie z databáze podle upravených pravidel, nejen otevřená partie</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Odehráno</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>Co kdyby</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Rozdíl</translation>
    </message>
    <message>
        <source>Hands of the open game that score differently (click one):</source>
        <translation>Hry otevřené partie s jiným skóre (klikněte na jednu):</translation>
    </message>
    <message>
        <source>No game is open: open a game to see what the edited rules would have made of it.</source>
        <translation>Není otevřená žádná partie: otevřete partii a uvidíte, co by s ní upravená pravidla udělala.</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>tato partie</translation>
    </message>
    <message>
        <source>Computing the standings under these rules…</source>
        <translation>Počítám pořadí podle těchto pravidel…</translation>
    </message>
    <message>
        <source>A Ponjan game keeps its own rules.</source>
        <translation>Partie Ponjan si ponechává vlastní pravidla.</translation>
    </message>
    <message>
        <source>1 hand scores differently</source>
        <translation>Jiné skóre má 1 hra</translation>
    </message>
    <message>
        <source>%1 hands score differently</source>
        <translation>Počet her s jiným skóre: %1</translation>
    </message>
    <message>
        <source>%1 cannot be scored under these rules (counted as 0)</source>
        <translation>podle těchto pravidel nelze spočítat: %1 (počítá se 0)</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hra %1</translation>
    </message>
    <message>
        <source>cannot be scored: %1</source>
        <translation>nelze spočítat: %1</translation>
    </message>
    <message>
        <source>As played</source>
        <translation>Jak se hrálo</translation>
    </message>
    <message>
        <source>The same under both: %1</source>
        <translation>Stejné podle obou: %1</translation>
    </message>
</context>
<context>
    <name>Workbook</name>
    <message>
        <source>Score sheet</source>
        <translation>Zápis skóre</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Platby</translation>
    </message>
    <message>
        <source>Balances</source>
        <translation>Stavy</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Page &amp;P of &amp;N</source>
        <translation>Strana &amp;P z &amp;N</translation>
    </message>
    <message>
        <source>Mahjong score sheet</source>
        <translation>Záznam skóre mahjongu</translation>
    </message>
    <message>
        <source>%1 — Mahjong score sheet</source>
        <translation>%1 — Zápis skóre mahjongu</translation>
    </message>
    <message>
        <source>(finished)</source>
        <translation>(dohráno)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Convention</source>
        <translation>Způsob vyúčtování</translation>
    </message>
    <message>
        <source>East double</source>
        <translation>Východ dvojnásobně</translation>
    </message>
    <message>
        <source>Start balance</source>
        <translation>Počáteční stav</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <source>Drawn hand</source>
        <translation>Nerozhodná hra</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Kola</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>classic: the winner collects, the others pay the differences</source>
        <translation>klasické: vítěz inkasuje, ostatní si platí rozdíly</translation>
    </message>
    <message>
        <source>differences: every pair settles the difference (003, &apos;med böter&apos;)</source>
        <translation>rozdíly: každá dvojice vyrovná rozdíl (003, &apos;med böter&apos;)</translation>
    </message>
    <message>
        <source>none: everyone keeps his points (003, &apos;utan böter&apos;)</source>
        <translation>žádné: každý si ponechá své body (003, &apos;utan böter&apos;)</translation>
    </message>
    <message>
        <source>not used: nobody pays</source>
        <translation>nepoužito: nikdo neplatí</translation>
    </message>
    <message>
        <source>yes: East pays and receives double</source>
        <translation>ano: Východ platí i dostává dvojnásobek</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ne</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ano</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>klasické</translation>
    </message>
    <message>
        <source>differences</source>
        <translation>rozdíly</translation>
    </message>
    <message>
        <source>void: nobody pays</source>
        <translation>neplatná: nikdo neplatí</translation>
    </message>
    <message>
        <source>settled: every pair settles the difference</source>
        <translation>vyúčtuje se: každá dvojice si vyrovná rozdíl</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Wind</source>
        <translation>Vítr</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Východ</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vítěz</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Poznámka</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Vyúčtování</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remíza</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>pokuta</translation>
    </message>
    <message>
        <source>Penalty: %1</source>
        <translation>Pokuta: %1</translation>
    </message>
    <message>
        <source>No longer scores under the rules of this game (%1): counts as 0 until edited</source>
        <translation>Podle pravidel této partie už nejde spočítat (%1): počítá se jako 0, dokud nebude upravena</translation>
    </message>
    <message>
        <source>Every settlement, balance and total is a formula: change a score, the winner or East and the sheet follows. East and Winner hold the player&apos;s number (1 for the first name column, as under Players).</source>
        <translation>Každé vyúčtování, stav i součet je vzorec: změňte skóre, vítěze nebo Východ a list se přepočítá. Východ a Vítěz obsahují číslo hráče (1 pro první sloupec jmen, jako u Hráčů).</translation>
    </message>
    <message>
        <source>A winner that is no player&apos;s number (such as &apos;%1&apos;) is a drawn hand, which settles nothing.</source>
        <translation>Vítěz, který není číslem hráče (například &apos;%1&apos;), znamená nerozhodnou hru, za kterou nikdo neplatí.</translation>
    </message>
    <message>
        <source>A winner that is no player&apos;s number (such as &apos;%1&apos;) is a drawn hand, which every pair settles.</source>
        <translation>Vítěz, který není číslem hráče (například &apos;%1&apos;), znamená nerozhodnou hru, kterou vyrovná každá dvojice.</translation>
    </message>
    <message>
        <source>The player&apos;s number: %1</source>
        <translation>Číslo hráče: %1</translation>
    </message>
    <message>
        <source>; anything else: a drawn hand</source>
        <translation>; cokoli jiného: nerozhodná hra</translation>
    </message>
    <message>
        <source>On a penalty row (&apos;%1&apos;) the penalised players&apos; settlements are what they pay; the others&apos; follow.</source>
        <translation>Na řádku pokuty (&apos;%1&apos;) je vyúčtování potrestaných hráčů to, co platí; ostatní se z něj dopočítají.</translation>
    </message>
    <message>
        <source>Payments, hand by hand</source>
        <translation>Platby, hra po hře</translation>
    </message>
    <message>
        <source>Settlement %1</source>
        <translation>Vyúčtování – %1</translation>
    </message>
    <message>
        <source>classic: the winner collects his score from everyone, the others pay one another the differences</source>
        <translation>klasické: vítěz dostane své skóre od všech, ostatní si navzájem platí rozdíly</translation>
    </message>
    <message>
        <source>differences (source 003, &apos;med böter&apos;): every pair settles the difference</source>
        <translation>rozdíly (zdroj 003, „med böter“): každá dvojice si vyrovná rozdíl</translation>
    </message>
    <message>
        <source>none (source 003, &apos;utan böter&apos;): everyone keeps his points</source>
        <translation>žádné (zdroj 003, „utan böter“): každý si ponechá své body</translation>
    </message>
    <message>
        <source>; every payment to or from East is doubled (×2)</source>
        <translation>; každá platba Východu nebo od Východu se zdvojnásobuje (×2)</translation>
    </message>
    <message>
        <source>The amounts are formulas over the score sheet (its points, winner and East); the arithmetic beside them is the hand as recorded.</source>
        <translation>Částky jsou vzorce nad zápisem skóre (jeho body, vítězem a Východem); výpočet vedle nich je hra, jak byla zapsána.</translation>
    </message>
    <message>
        <source>Hand %1 (%2 wind): winner %3, East %4</source>
        <translation>Hra %1 (převažující vítr %2): vítěz %3, Východ %4</translation>
    </message>
    <message>
        <source>Hand %1 (%2 wind): penalty, East %3. %4</source>
        <translation>Hra %1 (převažující vítr %2): pokuta, Východ %3. %4</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Místo</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Pokuta</translation>
    </message>
    <message>
        <source>pays</source>
        <translation>platí</translation>
    </message>
    <message>
        <source>receives</source>
        <translation>dostane</translation>
    </message>
    <message>
        <source>mah-jong</source>
        <translation>mahjong</translation>
    </message>
    <message>
        <source>drawn hand</source>
        <translation>nerozhodná hra</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>ponecháno</translation>
    </message>
    <message>
        <source>Opponent %1</source>
        <translation>Soupeř %1</translation>
    </message>
    <message>
        <source>Hand total</source>
        <translation>Celkem za hru</translation>
    </message>
    <message>
        <source>No hands yet.</source>
        <translation>Zatím žádné hry.</translation>
    </message>
    <message>
        <source>%1 — balances</source>
        <translation>%1 — stavy</translation>
    </message>
    <message>
        <source>Each player&apos;s balance after each hand, from the score sheet.</source>
        <translation>Stav každého hráče po každé hře, ze zápisu skóre.</translation>
    </message>
    <message>
        <source>Balance after each hand</source>
        <translation>Stav po každé hře</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Pravidla: %1</translation>
    </message>
    <message>
        <source>%1 (id %2)</source>
        <translation>%1 (id %2)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Zdroj</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Kameny</translation>
    </message>
    <message>
        <source>Limit in this game</source>
        <translation>Limit v této partii</translation>
    </message>
    <message>
        <source>Limit of the rule set</source>
        <translation>Limit pravidel</translation>
    </message>
    <message>
        <source>Rounds of prevailing wind</source>
        <translation>Kola převažujícího větru</translation>
    </message>
    <message>
        <source>%1 in this game (%2 in the rule set)</source>
        <translation>%1 v této partii (%2 v pravidlech)</translation>
    </message>
    <message>
        <source>East keeps the deal when East wins</source>
        <translation>Východ zůstává na řadě, když vyhraje</translation>
    </message>
    <message>
        <source>East keeps the deal after a drawn hand</source>
        <translation>Východ zůstává na řadě po nerozhodné hře</translation>
    </message>
    <message>
        <source>East keeps the deal after a penalty</source>
        <translation>Východ zůstává na řadě po pokutě</translation>
    </message>
    <message>
        <source>Rotation source</source>
        <translation>Zdroj střídání</translation>
    </message>
    <message>
        <source>Settlement in this game</source>
        <translation>Vyúčtování v této partii</translation>
    </message>
    <message>
        <source>Settlement of the rule set</source>
        <translation>Vyúčtování podle pravidel</translation>
    </message>
    <message>
        <source>East pays and receives double</source>
        <translation>Východ platí i dostává dvojnásobek</translation>
    </message>
    <message>
        <source>A drawn hand</source>
        <translation>Nerozhodná hra</translation>
    </message>
    <message>
        <source>Settlement source</source>
        <translation>Zdroj vyúčtování</translation>
    </message>
    <message>
        <source>points × 2^doubles, capped at the limit; a limit hand scores the limit</source>
        <translation>body × 2^zdvojení, nejvýše limit; limitní hra má limit</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Pravidlo</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Hodnota</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>Platí pro</translation>
    </message>
    <message>
        <source>Source text</source>
        <translation>Text zdroje</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>every hand</source>
        <translation>každou hru</translation>
    </message>
    <message>
        <source>the winner</source>
        <translation>vítěze</translation>
    </message>
    <message>
        <source>%1 (%2 in this game)</source>
        <translation>%1 (%2 v této partii)</translation>
    </message>
    <message>
        <source>Readings of the source</source>
        <translation>Výklad zdroje</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>Boss</source>
        <translation>Boss</translation>
    </message>
    <message>
        <source>Discarder</source>
        <translation>Odhodil</translation>
    </message>
    <message>
        <source>Tenpai</source>
        <translation>Tenpai</translation>
    </message>
    <message>
        <source>Tenpai payment</source>
        <translation>Platba za tenpai</translation>
    </message>
    <message>
        <source>self-draw</source>
        <translation>ze zdi</translation>
    </message>
    <message>
        <source>the discarder alone pays a win on a discard; after a self-draw each other player pays half the score, rounded toward zero, and the winner gains the whole score</source>
        <translation>výhru z odhozeného kamene platí jen ten, kdo ho odhodil; po výhře ze zdi platí každý z ostatních polovinu skóre, zaokrouhlenou k nule, a vítěz získá celé skóre</translation>
    </message>
    <message>
        <source>each noten player pays each tenpai player the tenpai payment; nobody pays when none or all are tenpai</source>
        <translation>každý hráč, který není tenpai, platí každému hráči tenpai platbu za tenpai; nikdo neplatí, když není tenpai nikdo nebo jsou všichni</translation>
    </message>
    <message>
        <source>Every payment, balance and total is a formula: change a winner, a discarder, a score or a tenpai mark and the sheet follows, and so do Round and Boss (the boss keeps the deal while gaining). Winner, Discarder and Boss hold the player&apos;s number (1 for the first name column, as under Players). Score is what the winner gains. A tenpai mark is 1.</source>
        <translation>Každá platba, stav a součet je vzorec: změňte vítěze, toho, kdo odhodil, skóre nebo značku tenpai a list se přepočítá, stejně jako Kolo a Boss (boss drží rozdávání, dokud získává body). Vítěz, Odhodil a Boss obsahují číslo hráče (1 pro první sloupec jmen, jako v části Hráči). Skóre je to, co vítěz získá. Značka tenpai je 1.</translation>
    </message>
    <message>
        <source>A winner that is no player&apos;s number (such as &apos;%1&apos;) is a drawn hand; a discarder that is no player&apos;s number (such as &apos;%2&apos;) is a self-draw.</source>
        <translation>Vítěz, který není číslem žádného hráče (například &apos;%1&apos;), je nerozhodná hra; kdo odhodil, pokud to není číslo žádného hráče (například &apos;%2&apos;), znamená výhru ze zdi.</translation>
    </message>
    <message>
        <source>; anything else: a self-draw</source>
        <translation>; cokoli jiného: výhra ze zdi</translation>
    </message>
    <message>
        <source>1: tenpai at a drawn hand; empty: not tenpai</source>
        <translation>1: tenpai v nerozhodné hře; prázdné: není tenpai</translation>
    </message>
    <message>
        <source>Hand %1 (round %2): winner %3, boss %4</source>
        <translation>Hra %1 (kolo %2): vítěz %3, boss %4</translation>
    </message>
    <message>
        <source>Who pays whom: each amount is a formula over the score sheet (its winner, discarder, score and tenpai marks); the line under each table is the hand as recorded.</source>
        <translation>Kdo platí komu: každá částka je vzorec nad listem skóre (vítěz, kdo odhodil, skóre a značky tenpai); řádek pod každou tabulkou je hra, jak byla zapsána.</translation>
    </message>
    <message>
        <source>%1 pays</source>
        <translation>%1 platí</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>hráči %1</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Změna</translation>
    </message>
    <message>
        <source>As recorded: %1</source>
        <translation>Jak bylo zapsáno: %1</translation>
    </message>
    <message>
        <source>%1 pays %2 %3</source>
        <translation>%1 platí hráči %2 %3</translation>
    </message>
    <message>
        <source>nobody pays</source>
        <translation>nikdo neplatí</translation>
    </message>
    <message>
        <source>(truncated)</source>
        <translation>(zaokrouhleno k nule)</translation>
    </message>
    <message>
        <source>Score formula</source>
        <translation>Vzorec skóre</translation>
    </message>
    <message>
        <source>the game&apos;s code: B(p) = 2^(p-1) for 1 to 3 points, 4*((p-4)//2+1)+4 from 4 points</source>
        <translation>kód hry: B(p) = 2^(p-1) pro 1 až 3 body, 4*((p-4)//2+1)+4 od 4 bodů</translation>
    </message>
    <message>
        <source>the README: B(p) = 2^(p-1) for 1 to 3 points, 4*(p//2+1)+4 from 4 points</source>
        <translation>README: B(p) = 2^(p-1) pro 1 až 3 body, 4*(p//2+1)+4 od 4 bodů</translation>
    </message>
    <message>
        <source>the winner gains B(p) x %1, the boss B(p) x %2</source>
        <translation>vítěz získá B(p) x %1, boss B(p) x %2</translation>
    </message>
    <message>
        <source>Source of the score</source>
        <translation>Zdroj skóre</translation>
    </message>
    <message>
        <source>Source of the match</source>
        <translation>Zdroj zápasu</translation>
    </message>
    <message>
        <source>Rounds (a boss&apos;s term each)</source>
        <translation>Kola (každé jedno období bosse)</translation>
    </message>
    <message>
        <source>Combination</source>
        <translation>Kombinace</translation>
    </message>
    <message>
        <source>Also called</source>
        <translation>Také zvaná</translation>
    </message>
    <message>
        <source>%1 of the limit</source>
        <translation>%1 limitu</translation>
    </message>
    <message>
        <source>1 player pays every other player</source>
        <translation>1 hráč platí každému dalšímu hráči</translation>
    </message>
    <message>
        <source>%1 players pay every other player</source>
        <translation>hráči (%1) platí každému dalšímu hráči</translation>
    </message>
    <message>
        <source>1 player pays 1 player</source>
        <translation>1 hráč platí 1 hráči</translation>
    </message>
    <message>
        <source>1 player pays %1 players</source>
        <translation>1 hráč platí hráčům (%1)</translation>
    </message>
    <message>
        <source>%1 players pay 1 player</source>
        <translation>hráči (%1) platí 1 hráči</translation>
    </message>
    <message>
        <source>%1 players pay %2 players</source>
        <translation>hráči (%1) platí hráčům (%2)</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>&apos;{token}&apos; is not a set: an exposed group must be a chow (123m), a pung (555p) or a kong (1111z)</source>
        <translation>&apos;{token}&apos; není sada: vyložená skupina musí být čou (123m), pong (555p) nebo kong (1111z)</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: bonus tiles are not part of a set; write them on their own</source>
        <translation>&apos;{token}&apos;: prémiové kameny nepatří do žádné sady; pište je samostatně</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: cannot read &apos;{rest}&apos; (unexpected &apos;{char}&apos;)</source>
        <translation>&apos;{token}&apos;: nelze přečíst &apos;{rest}&apos; (nečekaný symbol &apos;{char}&apos;)</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: square brackets mark a declared concealed kong, four identical tiles such as [2222s]</source>
        <translation>&apos;{token}&apos;: hranaté závorky označují ohlášený skrytý kong, čtyři stejné kameny, např. [2222s]</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: braces mark a kong made by adding a claimed tile to a concealed pung, four identical tiles such as {{2222s}}</source>
        <translation>&apos;{token}&apos;: složené závorky označují kong vzniklý přidáním nárokovaného kamene ke skrytému pongu, čtyři stejné kameny jako {{2222s}}</translation>
    </message>
    <message>
        <source>{code} ({name}) is not a tile of the {tile_set} tile set</source>
        <translation>{code} ({name}) není kámen sady {tile_set}</translation>
    </message>
    <message>
        <source>the hand holds {n} copies of {code} ({name}); there are only {copies}</source>
        <translation>ruka drží {code} ({name}) {n}×, ale těchto kamenů je jen {copies}</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: the digits &apos;{digits}&apos; have no suit letter after them (m, p, s, z, f, y, g or a)</source>
        <translation>&apos;{token}&apos;: za číslicemi &apos;{digits}&apos; chybí písmeno řady (m, p, s, z, f, y, g nebo a)</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: &apos;{letter}&apos; is not a suit letter (m characters, p dots, s bamboo, z honours, f flowers, y seasons)</source>
        <translation>&apos;{token}&apos;: &apos;{letter}&apos; není písmeno řady (m znaky, p puntíky, s bambusy, z zvláštní kameny, f květiny, y roční období)</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: a group opened with &apos;{opener}&apos; must end with &apos;{closer}&apos; and hold a set, with no spaces</source>
        <translation>&apos;{token}&apos;: skupina otevřená &apos;{opener}&apos; musí končit &apos;{closer}&apos; a obsahovat sadu, bez mezer</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: groups cannot be nested</source>
        <translation>&apos;{token}&apos;: skupiny nelze vnořovat</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: brackets must stand around a whole group, such as (555p) or [2222s]</source>
        <translation>&apos;{token}&apos;: závorky musí stát kolem celé skupiny, např. (555p) nebo [2222s]</translation>
    </message>
    <message>
        <source>the hand holds {n} copies of {code} ({name}); there is only one</source>
        <translation>ruka drží {code} ({name}) {n}×, ale tento kámen je jen jeden</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: there is no tile {code} ({help})</source>
        <translation>&apos;{token}&apos;: kámen {code} neexistuje ({help})</translation>
    </message>
    <message>
        <source>seat wind &apos;{seat}&apos; is not one of E, S, W, N</source>
        <translation>vlastní vítr &apos;{seat}&apos; není žádný z E, S, W, N</translation>
    </message>
    <message>
        <source>prevailing wind &apos;{wind}&apos; is not one of E, S, W, N</source>
        <translation>převažující vítr &apos;{wind}&apos; není žádný z E, S, W, N</translation>
    </message>
    <message>
        <source>&apos;{source}&apos; is not a source of the winning tile (one of {known})</source>
        <translation>&apos;{source}&apos; není platný původ zavírajícího kamene (možnosti: {known})</translation>
    </message>
    <message>
        <source>East&apos;s consecutive wins cannot be negative</source>
        <translation>počet výher Východu za sebou nemůže být záporný</translation>
    </message>
    <message>
        <source>a winning hand needs its winning tile</source>
        <translation>vítězná ruka potřebuje zavírající kámen</translation>
    </message>
    <message>
        <source>the winning tile {code} is not among the concealed tiles; write it in the concealed part of the hand, outside any brackets</source>
        <translation>zavírající kámen {code} není mezi skrytými kameny; napište ho do skryté části ruky, mimo všechny závorky</translation>
    </message>
    <message>
        <source>a loose tile is drawn only after a kong or a bonus tile, and this hand has neither</source>
        <translation>volný kámen se dobírá jen po kongu nebo prémiovém kameni a tato ruka nemá ani jedno</translation>
    </message>
    <message>
        <source>kong upon kong needs two kongs and a win on the loose tile after the second</source>
        <translation>kong na kongu vyžaduje dva kongy a výhru volným kamenem po druhém z nich</translation>
    </message>
    <message>
        <source>an original call is declared on the dealt hand, so the hand can have no exposed set</source>
        <translation>splnění hlášky: hláška se ohlašuje už s rozdanou rukou, takže ruka nemůže mít žádnou vyloženou sadu</translation>
    </message>
    <message>
        <source>&apos;{flag}&apos; is not a flag (one of {known})</source>
        <translation>&apos;{flag}&apos; není známý příznak (možnosti: {known})</translation>
    </message>
    <message>
        <source>{code} is a bonus tile; only playing tiles count as seen</source>
        <translation>{code} je prémiový kámen; jako viděné se počítají jen hrací kameny</translation>
    </message>
    <message>
        <source>a loser has no winning tile</source>
        <translation>hráč, který nevyhrál, nemá zavírající kámen</translation>
    </message>
    <message>
        <source>{flag} applies only to the winner</source>
        <translation>{flag} platí jen pro vítěze</translation>
    </message>
    <message>
        <source>the winning tile {code} is a bonus tile</source>
        <translation>zavírající kámen {code} je prémiový kámen</translation>
    </message>
    <message>
        <source>robbing a kong: the robbed player held the other three {code}, so the hand can hold only one, not {copies}</source>
        <translation>uloupení kongu: okradený hráč držel zbylé tři {code}, takže ruka může mít jen jeden, ne {copies}</translation>
    </message>
    <message>
        <source>heaven&apos;s blessing is East&apos;s: the dealer wins with the dealt hand</source>
        <translation>nebeské požehnání patří Východu: rozdávající vyhraje s rozdanou rukou</translation>
    </message>
    <message>
        <source>heaven&apos;s blessing: East wins with the fourteen dealt tiles, so nothing is exposed and the winning tile comes from the wall</source>
        <translation>nebeské požehnání: Východ vyhraje se čtrnácti rozdanými kameny, takže nic není vyloženo a zavírající kámen pochází ze zdi</translation>
    </message>
    <message>
        <source>earth&apos;s blessing is for a player other than East, winning on East&apos;s first discard</source>
        <translation>pozemské požehnání patří jinému hráči než Východu: vyhraje prvním kamenem, který Východ zahodí</translation>
    </message>
    <message>
        <source>earth&apos;s blessing: the winning tile is East&apos;s first discard, claimed, and nothing else is exposed</source>
        <translation>pozemské požehnání: zavírající kámen je první kámen zahozený Východem, nárokovaný vítězem, a nic jiného není vyloženo</translation>
    </message>
    <message>
        <source>the hand is not complete: {tiles} cannot be split into {sets} sets and a pair</source>
        <translation>ruka není úplná: {tiles} nelze rozdělit na sady ({sets}) a pár</translation>
    </message>
    <message>
        <source>the hand is not complete: {tiles} cannot be split into {sets} sets and a pair with at most {chows} chow(s) in the hand</source>
        <translation>ruka není úplná: {tiles} nelze rozdělit na {sets} sady a pár s nejvýše {chows} čou v ruce</translation>
    </message>
    <message>
        <source>the waits are those of a winner&apos;s hand, before its winning tile, which must be among the concealed tiles</source>
        <translation>na co ruka čeká, se určuje u ruky vítěze před zavírajícím kamenem, který musí být mezi skrytými kameny</translation>
    </message>
    <message>
        <source>a winning hand needs 14 tiles (a kong counts as 3); this one has {size}</source>
        <translation>vítězná ruka potřebuje 14 kamenů (kong se počítá za 3); tato jich má {size}</translation>
    </message>
    <message>
        <source>{code}: the hand and the tiles seen elsewhere hold {n} copies; there are only {copies}</source>
        <translation>{code}: ruka a kameny viděné jinde na stole obsahují {n} exemplářů; existují jen {copies}</translation>
    </message>
    <message>
        <source>only a Ponjan game records who discarded the winning tile and who was tenpai</source>
        <translation>jen hra Ponjan zaznamenává, kdo odhodil zavírající kámen a kdo byl tenpai</translation>
    </message>
    <message>
        <source>a penalty has no tiles, scores, winner, winning tile, flags or seen tiles</source>
        <translation>pokuta nemá kameny, skóre, vítěze, vítězný kámen, zvláštní situace ani viděné kameny</translation>
    </message>
    <message>
        <source>a penalty must be a whole number of points from 1 to {most}, not {amount}</source>
        <translation>pokuta musí být celý počet bodů od 1 do {most}, ne {amount}</translation>
    </message>
    <message>
        <source>a penalty of {amount} cannot be shared: every one of {payers} paying every one of {payees} the same, it must be a multiple of {step} ({lower} or {higher})</source>
        <translation>pokutu {amount} nelze rozdělit: má-li každý z {payers} platit každému z {payees} stejně, musí být násobkem {step} ({lower} nebo {higher})</translation>
    </message>
    <message>
        <source>{name} is {want_payers} paying {want_payees}; this penalty has {payers} paying {payees}</source>
        <translation>{name}: platí {want_payers}, dostávají {want_payees}; tato pokuta má {payers} plátců a {payees} příjemců</translation>
    </message>
    <message>
        <source>a hand that did not win holds at most 13 tiles (a kong counts as 3); this one has {size}</source>
        <translation>ruka, která nevyhrála, má nejvýše 13 kamenů (kong se počítá za 3); tato jich má {size}</translation>
    </message>
    <message>
        <source>&apos;{win}&apos;: the winning tile must be one tile</source>
        <translation>&apos;{win}&apos;: zavírající kámen musí být jediný kámen</translation>
    </message>
    <message>
        <source>{player}: {detail}</source>
        <translation>{player}: {detail}</translation>
    </message>
    <message>
        <source>hand {number}: {reason}</source>
        <translation>hra {number}: {reason}</translation>
    </message>
    <message>
        <source>the winning tile &apos;{tile}&apos; must be exactly one tile</source>
        <translation>zavírající kámen &apos;{tile}&apos; musí být právě jeden kámen</translation>
    </message>
    <message>
        <source>a drawn hand has no winning tile and no flags</source>
        <translation>nerozhodná hra nemá zavírající kámen ani příznaky</translation>
    </message>
    <message>
        <source>the winner&apos;s hand needs its winning tile</source>
        <translation>ruka vítěze potřebuje zavírající kámen</translation>
    </message>
    <message>
        <source>give either the tiles or a typed score for each player</source>
        <translation>u každého hráče zadejte buď kameny, nebo ručně zadané skóre</translation>
    </message>
    <message>
        <source>the hand is not complete: {tiles} cannot be split into {sets} sets and a pair nor into a special hand of this rule set</source>
        <translation>ruka není úplná: {tiles} nelze rozdělit na {sets} sady a pár ani na zvláštní ruku těchto pravidel</translation>
    </message>
    <message>
        <source>the hand is not complete: {tiles} cannot be split into {sets} sets and a pair with at most {chows} chow(s) in the hand nor into a special hand of this rule set</source>
        <translation>ruka není úplná: {tiles} nelze rozdělit na {sets} sady a pár s nejvýše {chows} čou v ruce ani na zvláštní ruku těchto pravidel</translation>
    </message>
    <message>
        <source>a note has at most {characters} characters</source>
        <translation>poznámka má nejvýše {characters} znaků</translation>
    </message>
    <message>
        <source>every player&apos;s name must be a text</source>
        <translation>jméno každého hráče musí být text</translation>
    </message>
    <message>
        <source>every player needs a name</source>
        <translation>každý hráč potřebuje jméno</translation>
    </message>
    <message>
        <source>two players have the same name</source>
        <translation>dva hráči mají stejné jméno</translation>
    </message>
    <message>
        <source>a game lasts 1 to 4 rounds of prevailing wind</source>
        <translation>partie trvá 1 až 4 kola, jedno pro každý převažující vítr</translation>
    </message>
    <message>
        <source>the game is over: no hand can follow the last round</source>
        <translation>partie skončila: po posledním kole už nemůže následovat žádná hra</translation>
    </message>
    <message>
        <source>a game has at most {hands} hands</source>
        <translation>partie má nejvýše {hands} her</translation>
    </message>
    <message>
        <source>there is no hand {number}</source>
        <translation>hra {number} neexistuje</translation>
    </message>
    <message>
        <source>{tile}: the hands hold {count} copies ({where}); the game has only {copies}</source>
        <translation>{tile}: ruce mají {count} kusů ({where}); hra jich má jen {copies}</translation>
    </message>
    <message>
        <source>the seen tiles are at most {characters} characters</source>
        <translation>viděné kameny mají nejvýše {characters} znaků</translation>
    </message>
    <message>
        <source>{tile}: the hands ({where}) and the tiles seen on the table hold {count} copies; the game has only {copies}</source>
        <translation>{tile}: ruce ({where}) a kameny viděné na stole mají {count} kusů; hra jich má jen {copies}</translation>
    </message>
    <message>
        <source>seen tiles: {tile} is a bonus tile; only playing tiles count as seen</source>
        <translation>viděné kameny: {tile} je prémiový kámen; jako viděné se počítají jen herní kameny</translation>
    </message>
    <message>
        <source>a penalty needs a player who pays it</source>
        <translation>pokuta potřebuje hráče, který ji zaplatí</translation>
    </message>
    <message>
        <source>a penalty needs a player who receives it</source>
        <translation>pokuta potřebuje hráče, který ji dostane</translation>
    </message>
    <message>
        <source>a player cannot pay a penalty to himself</source>
        <translation>hráč nemůže platit pokutu sám sobě</translation>
    </message>
    <message>
        <source>&apos;{offence}&apos; is not a penalty of the rule set (its penalties: {known})</source>
        <translation>&apos;{offence}&apos; není pokuta těchto pravidel (jejich pokuty: {known})</translation>
    </message>
    <message>
        <source>{name} needs more players than the game has</source>
        <translation>{name} potřebuje více hráčů, než má partie</translation>
    </message>
    <message>
        <source>a penalty names a player twice</source>
        <translation>pokuta uvádí hráče dvakrát</translation>
    </message>
    <message>
        <source>a penalty of {amount} cannot be shared: every one of {payers} paying every one of {payees} the same, it must be a multiple of {step}</source>
        <translation>pokutu {amount} nelze rozdělit: má-li každý z {payers} platit každému z {payees} stejně, musí být násobkem {step}</translation>
    </message>
    <message>
        <source>a penalty names player {player}; the game has players 0 to {last}</source>
        <translation>pokuta uvádí hráče {player}; partie má hráče 0 až {last}</translation>
    </message>
    <message>
        <source>&apos;{token}&apos; is not a set: a stolen set is three identical tiles such as (000r)</source>
        <translation>&apos;{token}&apos; není trojice: ukradená trojice jsou tři stejné kameny, např. (000r)</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: Ponjan has no kongs; a stolen set is three identical tiles such as (000r)</source>
        <translation>&apos;{token}&apos;: Ponjan nemá kongy; ukradená trojice jsou tři stejné kameny, např. (000r)</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: Ponjan has no exposed pairs; a stolen set is three identical tiles such as (000r)</source>
        <translation>&apos;{token}&apos;: Ponjan nemá vyložené páry; ukradená trojice jsou tři stejné kameny, např. (000r)</translation>
    </message>
    <message>
        <source>&apos;{token}&apos; is not a set: Ponjan has no chows; a stolen set is three identical tiles such as (000r)</source>
        <translation>&apos;{token}&apos; není trojice: Ponjan nemá čou; ukradená trojice jsou tři stejné kameny, např. (000r)</translation>
    </message>
    <message>
        <source>the hand is empty</source>
        <translation>ruka je prázdná</translation>
    </message>
    <message>
        <source>a Ponjan hand has at most {most} stolen sets (a player with 2 tiles or fewer in hand cannot steal); this one has {n}</source>
        <translation>ruka Ponjanu má nejvýš {most} ukradené trojice (hráč se 2 nebo méně kameny v ruce nemůže krást); tato jich má {n}</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: cannot read &apos;{rest}&apos; (Ponjan tiles are written {codes})</source>
        <translation>&apos;{token}&apos;: nelze přečíst &apos;{rest}&apos; (kameny Ponjanu se píší {codes})</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: the digits &apos;{digits}&apos; have no colour letter after them ({letters})</source>
        <translation>&apos;{token}&apos;: za číslicemi &apos;{digits}&apos; chybí písmeno barvy ({letters})</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: &apos;{letter}&apos; is not a Ponjan colour letter ({letters})</source>
        <translation>&apos;{token}&apos;: &apos;{letter}&apos; není písmeno barvy Ponjanu ({letters})</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: square brackets mark a concealed kong, and Ponjan has no kongs</source>
        <translation>&apos;{token}&apos;: hranaté závorky značí skrytý kong a Ponjan nemá kongy</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: Ponjan has no bonus tiles (its tiles are {codes})</source>
        <translation>&apos;{token}&apos;: Ponjan nemá prémiové kameny (jeho kameny jsou {codes})</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: {code} is a classical mahjong tile, not a Ponjan tile (Ponjan tiles are {codes})</source>
        <translation>&apos;{token}&apos;: {code} je kámen klasického mahjongu, ne Ponjanu (kameny Ponjanu jsou {codes})</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: a group opened with &apos;(&apos; must end with &apos;)&apos; and hold a set, with no spaces</source>
        <translation>&apos;{token}&apos;: skupina otevřená &apos;(&apos; musí končit &apos;)&apos; a obsahovat trojici, bez mezer</translation>
    </message>
    <message>
        <source>&apos;{token}&apos;: brackets must stand around a whole set, such as (000r)</source>
        <translation>&apos;{token}&apos;: závorky musí být kolem celé trojice, např. (000r)</translation>
    </message>
    <message>
        <source>a winning Ponjan hand has 9 tiles (3 sets of three identical tiles, a stolen set counting 3); this one has {size}</source>
        <translation>vítězná ruka Ponjanu má 9 kamenů (3 trojice stejných kamenů, ukradená trojice se počítá za 3); tato má {size}</translation>
    </message>
    <message>
        <source>the hand is not complete: it must be 3 sets of three identical tiles (Ponjan has no pairs, chows or kongs), and it holds {odd}</source>
        <translation>ruka není úplná: musí to být 3 trojice stejných kamenů (Ponjan nemá páry, čou ani kongy) a obsahuje {odd}</translation>
    </message>
    <message>
        <source>Ponjan is played by three: the seat is E (the boss), S or W, not {seat}</source>
        <translation>Ponjan hrají tři: místo je E (šéf), S nebo W, ne {seat}</translation>
    </message>
    <message>
        <source>Ponjan has no kongs and no bonus tiles, so no loose tile: the winning tile comes from the wall or a discard</source>
        <translation>Ponjan nemá kongy ani prémiové kameny, tedy ani náhradní kámen: vítězný kámen pochází ze zdi nebo je odhozený</translation>
    </message>
    <message>
        <source>Ponjan has no kongs to rob: the winning tile comes from the wall or a discard</source>
        <translation>Ponjan nemá kongy k oloupení: vítězný kámen pochází ze zdi nebo je odhozený</translation>
    </message>
    <message>
        <source>&apos;{source}&apos; is not a source of the winning tile in Ponjan (one of {known})</source>
        <translation>&apos;{source}&apos; není v Ponjanu původ vítězného kamene (jeden z {known})</translation>
    </message>
    <message>
        <source>give exactly one of points (a whole number) or limit (a part of the limit, such as 0.5)</source>
        <translation>uveďte právě jedno z points (celé číslo) nebo limit (část limitu, například 0.5)</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {most}</source>
        <translation>musí být celé číslo od 1 do {most}</translation>
    </message>
    <message>
        <source>must be 1, 2 or 3 (how many players pay it together)</source>
        <translation>musí být 1, 2 nebo 3 (kolik hráčů ji platí společně)</translation>
    </message>
    <message>
        <source>must be 1, 2, 3 or &quot;{others}&quot; (every player who does not pay)</source>
        <translation>musí být 1, 2, 3 nebo &quot;{others}&quot; (každý hráč, který neplatí)</translation>
    </message>
    <message>
        <source>{payers} paying {payees} makes more than four players</source>
        <translation>{payers} platících {payees} je víc než čtyři hráči</translation>
    </message>
    <message>
        <source>unknown key in a penalty (expected one of {keys})</source>
        <translation>neznámý klíč v pokutě (očekáván jeden z {keys})</translation>
    </message>
    <message>
        <source>missing, or not a text</source>
        <translation>chybí, nebo to není text</translation>
    </message>
    <message>
        <source>must be a text of at most 200 characters</source>
        <translation>musí být text o nejvýše 200 znacích</translation>
    </message>
    <message>
        <source>must be a part of the limit, more than 0 and at most 1 (0.5: half the limit)</source>
        <translation>musí být část limitu, větší než 0 a nejvýše 1 (0.5: polovina limitu)</translation>
    </message>
    <message>
        <source>a penalty of a part of the limit needs a rule set with a limit</source>
        <translation>pokuta jako část limitu potřebuje pravidla s limitem</translation>
    </message>
    <message>
        <source>must be a text of at most 20000 characters</source>
        <translation>musí být text o nejvýše 20000 znacích</translation>
    </message>
    <message>
        <source>Ippatsu needs Reach: it is a win before the next discard after a Reach (002:50-51)</source>
        <translation>Ippatsu vyžaduje Reach: je to vítězství před dalším odhozením po Reach (002:50-51)</translation>
    </message>
    <message>
        <source>the winning tile {code} is not among the concealed tiles; write it outside the brackets (the set it completes is never a stolen set)</source>
        <translation>vítězný kámen {code} není mezi skrytými kameny; napište ho mimo závorky (trojice, kterou dokončí, nikdy není ukradená)</translation>
    </message>
    <message>
        <source>&apos;{flag}&apos; means nothing in Ponjan (its flags are reach and ippatsu)</source>
        <translation>&apos;{flag}&apos; v Ponjanu nic neznamená (jeho zvláštní situace jsou reach a ippatsu)</translation>
    </message>
    <message>
        <source>a hand won on a discard needs at least one combination (002:21), and this one has none; it cannot be won</source>
        <translation>ruka vyhraná na odhozený kámen potřebuje aspoň jednu kombinaci (002:21) a tato nemá žádnou; nelze s ní vyhrát</translation>
    </message>
    <message>
        <source>Ponjan is for exactly {players} players, not {n}</source>
        <translation>Ponjan hrají právě {players} hráči, ne {n}</translation>
    </message>
    <message>
        <source>a Ponjan game is settled by its own payments: the convention is &apos;{convention}&apos;, not &apos;{given}&apos;</source>
        <translation>partie Ponjanu se vyúčtovává vlastními platbami: způsob vyúčtování je &apos;{convention}&apos;, ne &apos;{given}&apos;</translation>
    </message>
    <message>
        <source>a Ponjan game has no East double (a paying boss pays like anyone else)</source>
        <translation>partie Ponjanu nezná dvojnásobné placení Východu (šéf, který platí, platí jako kdokoli jiný)</translation>
    </message>
    <message>
        <source>a Ponjan game has no limit</source>
        <translation>partie Ponjanu nemá limit</translation>
    </message>
    <message>
        <source>a Ponjan match lasts 1 to 4 rounds (a round is one boss&apos;s term)</source>
        <translation>partie Ponjanu trvá 1 až 4 kola (kolo je období jednoho šéfa)</translation>
    </message>
    <message>
        <source>a Ponjan game has no penalties (the game knows none)</source>
        <translation>partie Ponjanu nemá pokuty (hra žádné nezná)</translation>
    </message>
    <message>
        <source>a hand needs an entry for each of the {players} players, not {n}</source>
        <translation>hra potřebuje záznam pro každého z {players} hráčů, ne {n}</translation>
    </message>
    <message>
        <source>the winner&apos;s tiles are needed: Ponjan scores the winner&apos;s hand</source>
        <translation>jsou potřeba kameny vítěze: Ponjan boduje ruku vítěze</translation>
    </message>
    <message>
        <source>the winner</source>
        <translation>vítěz</translation>
    </message>
    <message>
        <source>the discarder</source>
        <translation>odhazující hráč</translation>
    </message>
    <message>
        <source>{what} must be one of the {players} players</source>
        <translation>{what} musí být jedním ze {players} hráčů</translation>
    </message>
    <message>
        <source>a Ponjan hand is entered with the winner&apos;s tiles, not a typed score</source>
        <translation>hra Ponjanu se zadává kameny vítěze, ne ručně zadaným skóre</translation>
    </message>
    <message>
        <source>only the winner&apos;s tiles are entered in Ponjan (the other players&apos; hands are not scored)</source>
        <translation>v Ponjanu se zadávají jen kameny vítěze (ruce ostatních hráčů se nebodují)</translation>
    </message>
    <message>
        <source>the tenpai player</source>
        <translation>hráč v tenpai</translation>
    </message>
    <message>
        <source>tenpai counts only when the deck ran out (a drawn hand)</source>
        <translation>tenpai se počítá, jen když došla zeď (nerozhodná hra)</translation>
    </message>
    <message>
        <source>a win needs the winner&apos;s tiles and the winning tile</source>
        <translation>vítězství potřebuje kameny vítěze a zavírající kámen</translation>
    </message>
    <message>
        <source>give the tiles of each of the {players} players</source>
        <translation>zadejte kameny každého z {players} hráčů</translation>
    </message>
    <message>
        <source>a drawn hand has no winner&apos;s tiles, winning tile, discarder or flags; give who was tenpai</source>
        <translation>nerozhodná hra nemá kameny vítěze, zavírající kámen, odhazujícího hráče ani příznaky; zadejte, kdo byl tenpai</translation>
    </message>
    <message>
        <source>a self-drawn win has no discarder</source>
        <translation>vítězství vylovené ze zdi nemá odhazujícího hráče</translation>
    </message>
    <message>
        <source>a win on a discard needs the player who discarded: the discarder alone pays</source>
        <translation>vítězství na odhozený kámen potřebuje hráče, který ho odhodil: platí jen on</translation>
    </message>
    <message>
        <source>player {number} holds {size} tiles; a holding between turns has {holding}</source>
        <translation>hráč {number} má {size} kamenů; ruka mezi tahy má {holding}</translation>
    </message>
    <message>
        <source>a match lasts at least one round</source>
        <translation>partie trvá aspoň jedno kolo</translation>
    </message>
    <message>
        <source>the match is over: no hand can follow the last round</source>
        <translation>partie skončila: po posledním kole už nemůže následovat žádná hra</translation>
    </message>
    <message>
        <source>the winner cannot have discarded the winning tile</source>
        <translation>vítěz nemohl odhodit zavírající kámen</translation>
    </message>
    <message>
        <source>the winner cannot have discarded his own winning tile</source>
        <translation>vítěz nemohl odhodit svůj vlastní zavírající kámen</translation>
    </message>
    <message>
        <source>{hands}, {count} penalties</source>
        <translation>{hands}, počet pokut: {count}</translation>
    </message>
    <message>
        <source>{path}: no such database file</source>
        <translation>{path}: databázový soubor neexistuje</translation>
    </message>
    <message>
        <source>a game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>{origin}: two players of one game would count as the same person ({players}); check --same</source>
        <translation>{origin}: dva hráči jedné partie by se počítali jako tatáž osoba ({players}); zkontrolujte --same</translation>
    </message>
    <message>
        <source>1 hand</source>
        <translation>1 hra</translation>
    </message>
    <message>
        <source>{count} hands</source>
        <translation>počet her: {count}</translation>
    </message>
    <message>
        <source>{hands}, 1 penalty</source>
        <translation>{hands}, 1 pokuta</translation>
    </message>
    <message>
        <source>{option} &apos;{text}&apos;: give a date as YYYY-MM-DD</source>
        <translation>{option} &apos;{text}&apos;: zadejte datum ve tvaru RRRR-MM-DD</translation>
    </message>
    <message>
        <source>--same &apos;{item}&apos;: write NAME=OTHER, e.g. Bo=Bosse</source>
        <translation>--same &apos;{item}&apos;: napište JMÉNO=JINÉ, např. Bo=Bosse</translation>
    </message>
    <message>
        <source>{origin}: hand {number} no longer scores under the game&apos;s rules ({problem}); it counts as 0 until it is edited</source>
        <translation>{origin}: hru {number} už podle pravidel partie nelze spočítat ({problem}); počítá se jako 0, dokud ji neupravíte</translation>
    </message>
    <message>
        <source>{origin} ({hands})</source>
        <translation>{origin} ({hands})</translation>
    </message>
    <message>
        <source>&apos;{title}&apos; was given {count} times ({where}); it counts once</source>
        <translation>&apos;{title}&apos; byla zadána {count}× ({where}); počítá se jednou</translation>
    </message>
    <message>
        <source>&apos;{title}&apos;: the copies differ ({where}); {origin} counts</source>
        <translation>&apos;{title}&apos;: kopie se liší ({where}); počítá se {origin}</translation>
    </message>
    <message>
        <source>{path}: {error}</source>
        <translation>{path}: {error}</translation>
    </message>
    <message>
        <source>{origin}: left out, a {kind} game (a season counts classical games only, yet)</source>
        <translation>{origin}: vynecháno, partie {kind} (sezóna zatím počítá jen klasické partie)</translation>
    </message>
    <message>
        <source>{origin}: left out, it has no date</source>
        <translation>{origin}: vynecháno, nemá datum</translation>
    </message>
    <message>
        <source>{origin}: left out, {error}</source>
        <translation>{origin}: vynecháno, {error}</translation>
    </message>
    <message>
        <source>only a game that was stored (and has an id) can be restored</source>
        <translation>obnovit lze jen partii, která byla uložena (a má id)</translation>
    </message>
    <message>
        <source>the stored JSON cannot be read</source>
        <translation>uložený JSON nelze přečíst</translation>
    </message>
    <message>
        <source>this change would leave hand {number} invalid: {reason}</source>
        <translation>tato změna by učinila hru {number} neplatnou: {reason}</translation>
    </message>
    <message>
        <source>a {kind} game is kept with its own rules: only a classical game can be rescored under other rules</source>
        <translation>partie {kind} si ponechává svá pravidla: podle jiných pravidel lze přepočítat jen klasickou partii</translation>
    </message>
    <message>
        <source>these rules are for {kind}: a classical game can only be rescored under classical rules</source>
        <translation>tato pravidla jsou pro {kind}: klasickou partii lze přepočítat jen podle klasických pravidel</translation>
    </message>
    <message>
        <source>the game is marked finished; reopen it to record more hands</source>
        <translation>partie je označena jako skončená; chcete-li zapsat další hry, znovu ji otevřete</translation>
    </message>
    <message>
        <source>under these rules hand {number} cannot be scored: {reason}</source>
        <translation>podle těchto pravidel nelze spočítat hru {number}: {reason}</translation>
    </message>
    <message>
        <source>{path}: cannot write the file ({reason}); nothing was written</source>
        <translation>{path}: soubor nelze zapsat ({reason}); nic nebylo zapsáno</translation>
    </message>
    <message>
        <source>{path}: cannot write the file ({folder}: no such folder); nothing was written</source>
        <translation>{path}: soubor nelze zapsat ({folder}: složka neexistuje); nic nebylo zapsáno</translation>
    </message>
    <message>
        <source>{path}: is a folder, not a file; nothing was written</source>
        <translation>{path}: je složka, ne soubor; nic nebylo zapsáno</translation>
    </message>
    <message>
        <source>{path}: not a regular file (a pipe, a device or a socket); it was left as it is and nothing was written</source>
        <translation>{path}: není běžný soubor (roura, zařízení nebo soket); zůstal beze změny a nic nebylo zapsáno</translation>
    </message>
    <message>
        <source>{path}: is the same file as the input {source}; writing it would replace that input, so nothing was written</source>
        <translation>{path}: je týž soubor jako vstup {source}; zápis by ho nahradil, proto nebylo nic zapsáno</translation>
    </message>
    <message>
        <source>{name} is in an exposed set or a kong: the winning tile is one of the concealed tiles (right-click the set to make it concealed).</source>
        <translation>{name} je v otevřené sestavě nebo v kongu: vítězný kámen je jeden ze skrytých kamenů (klikněte na sestavu pravým tlačítkem a udělejte ji skrytou).</translation>
    </message>
    <message>
        <source>{player} has a typed score, which counts: clear it (untick Score) to enter tiles.</source>
        <translation>{player} má zadané skóre, které platí: smažte ho (zrušte zaškrtnutí Skóre), chcete-li zadat kameny.</translation>
    </message>
    <message>
        <source>Correct the text first (or clear it); a click would replace it.</source>
        <translation>Nejdříve opravte text (nebo ho smažte); kliknutí by ho nahradilo.</translation>
    </message>
    <message>
        <source>{name} ({code}) is not a tile of the {tile_set} tile set.</source>
        <translation>{name} ({code}) není kámen sady {tile_set}.</translation>
    </message>
    <message>
        <source>A chow is three tiles in a row of one suit; {name} ({code}) cannot be part of one.</source>
        <translation>Čou jsou tři po sobě jdoucí kameny jedné řady; {name} ({code}) v něm být nemůže.</translation>
    </message>
    <message>
        <source>A chow is added by its lowest tile, so {code} cannot start one; click {start} for {chow}.</source>
        <translation>Čou se přidává nejnižším kamenem, {code} ho tedy začít nemůže; pro {chow} klikněte na {start}.</translation>
    </message>
    <message>
        <source>Not added: a hand holds at most {most} tiles (a kong counts as 3).</source>
        <translation>Nepřidáno: ruka má nejvýše {most} kamenů (kong se počítá za 3).</translation>
    </message>
    <message>
        <source>A pair is always concealed; right-click it to remove it.</source>
        <translation>Pár je vždy skrytý; odeberete ho pravým tlačítkem.</translation>
    </message>
    <message>
        <source>There is no tile {code}.</source>
        <translation>Kámen {code} neexistuje.</translation>
    </message>
    <message>
        <source>Not added: {reason}.</source>
        <translation>Nepřidáno: {reason}.</translation>
    </message>
    <message>
        <source>Not added: there are only {copies} of {name} and the other hands hold {other}.</source>
        <translation>Nepřidáno: {name} je jen {copies} a ostatní ruce mají {other}.</translation>
    </message>
    <message>
        <source>Put the typed hand right first: {reason}</source>
        <translation>Nejdříve opravte napsanou ruku: {reason}</translation>
    </message>
    <message>
        <source>A winning Ponjan hand has 9 tiles; this one has {count}</source>
        <translation>Vítězná ruka Ponjanu má 9 kamenů; tato má {count}</translation>
    </message>
    <message>
        <source>There are only {copies} copies of {name}</source>
        <translation>Kamenů {name} je jen {copies}</translation>
    </message>
    <message>
        <source>A Ponjan hand has at most two stolen sets</source>
        <translation>Ruka Ponjanu má nejvýš dvě ukradené trojice</translation>
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
        <translation>{path}, řádek {line}: {key}: {message}</translation>
    </message>
    <message>
        <source>{path}, line {line}: {message}</source>
        <translation>{path}, řádek {line}: {message}</translation>
    </message>
    <message>
        <source>a {type}</source>
        <translation>hodnota typu {type}</translation>
    </message>
    <message>
        <source>a value</source>
        <translation>hodnota</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true nebo false</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>tabulka</translation>
    </message>
    <message>
        <source>a share between 0 and 1, such as 0.5</source>
        <translation>podíl mezi 0 a 1, například 0.5</translation>
    </message>
    <message>
        <source>a number of about {digits} digits</source>
        <translation>číslo o zhruba {digits} číslicích</translation>
    </message>
    <message>
        <source>a decimal number</source>
        <translation>desetinné číslo</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>seznam</translation>
    </message>
    <message>
        <source>a whole number from {lo} to {hi}</source>
        <translation>celé číslo od {lo} do {hi}</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>text</translation>
    </message>
    <message>
        <source>one of {values}</source>
        <translation>jedno z {values}</translation>
    </message>
    <message>
        <source>{wants} or null</source>
        <translation>{wants} nebo null</translation>
    </message>
    <message>
        <source>a list of at most {count} items, each {wants}</source>
        <translation>seznam o nejvýše {count} položkách, každá {wants}</translation>
    </message>
    <message>
        <source>{first}, or {second}</source>
        <translation>{first}, nebo {second}</translation>
    </message>
    <message>
        <source>a number of {digits} digits</source>
        <translation>číslo o {digits} číslicích</translation>
    </message>
    <message>
        <source>expected {wants}, not {value}</source>
        <translation>očekáváno {wants}, ne {value}</translation>
    </message>
    <message>
        <source>a text of at most {count} characters</source>
        <translation>text o nejvýše {count} znacích</translation>
    </message>
    <message>
        <source>too long: {count} characters (at most {most})</source>
        <translation>příliš dlouhé: {count} znaků (nejvýše {most})</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>nesmí být prázdné</translation>
    </message>
    <message>
        <source>holds a lone surrogate (such as \ud800), which is not a character: not a text</source>
        <translation>obsahuje osamocený surogát (například \ud800), který není znakem: není to text</translation>
    </message>
    <message>
        <source>expected {least} to {most} items, not {count}</source>
        <translation>očekáváno {least} až {most} položek, ne {count}</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>chybí</translation>
    </message>
    <message>
        <source>unknown key (expected one of {keys})</source>
        <translation>neznámý klíč (očekáván jeden z {keys})</translation>
    </message>
    <message>
        <source>the file is too large for a rule set ({count} characters; at most {most})</source>
        <translation>soubor je pro pravidla příliš velký ({count} znaků; nejvýše {most})</translation>
    </message>
    <message>
        <source>not valid TOML: {error}</source>
        <translation>neplatný TOML: {error}</translation>
    </message>
    <message>
        <source>not a usable TOML file: values nested too deeply</source>
        <translation>nepoužitelný soubor TOML: hodnoty jsou vnořené příliš hluboko</translation>
    </message>
    <message>
        <source>not a usable TOML file: a number too long</source>
        <translation>nepoužitelný soubor TOML: příliš dlouhé číslo</translation>
    </message>
    <message>
        <source>penalty {number}: {key}</source>
        <translation>pokuta {number}: {key}</translation>
    </message>
    <message>
        <source>{where}: {message}</source>
        <translation>{where}: {message}</translation>
    </message>
    <message>
        <source>rule {number}: {key}</source>
        <translation>pravidlo {number}: {key}</translation>
    </message>
    <message>
        <source>no such rule set; the built-in ones are {ids}</source>
        <translation>taková pravidla neexistují; vestavěná jsou {ids}</translation>
    </message>
    <message>
        <source>unknown game {game} (one of {games})</source>
        <translation>neznámá hra {game} (jedna z {games})</translation>
    </message>
    <message>
        <source>a rule set for {game}, not for classical mahjong: its games are kept with its own rules (mahjong-score game, the desktop program)</source>
        <translation>pravidla pro {game}, ne pro klasický mahjong: jeho partie se vedou s vlastními pravidly (mahjong-score game, desktopový program)</translation>
    </message>
    <message>
        <source>a rule set with limit hands needs a limit</source>
        <translation>pravidla s limitními rukami potřebují limit</translation>
    </message>
    <message>
        <source>unknown condition &apos;{condition}&apos; (known: {known})</source>
        <translation>neznámá podmínka &apos;{condition}&apos; (známé: {known})</translation>
    </message>
    <message>
        <source>give exactly one of points, doubles or limit = true</source>
        <translation>uveďte právě jedno z points, doubles nebo limit = true</translation>
    </message>
    <message>
        <source>a limit hand applies to the winner (applies = &quot;winner&quot;); only a share of the limit may apply to a loser</source>
        <translation>limitní ruka platí pro vítěze (applies = &quot;winner&quot;); na poraženého smí platit jen podíl limitu</translation>
    </message>
    <message>
        <source>only a doubles rule can be a special hand (special, keeps)</source>
        <translation>zvláštní rukou (special, keeps) může být jen pravidlo se zdvojeními</translation>
    </message>
    <message>
        <source>keeps names the doubles a special hand keeps: give special = true</source>
        <translation>keeps jmenuje zdvojení, která si zvláštní ruka ponechává: uveďte special = true</translation>
    </message>
    <message>
        <source>cannot read the file ({reason})</source>
        <translation>soubor nelze přečíst ({reason})</translation>
    </message>
    <message>
        <source>the file is too large for a rule set</source>
        <translation>soubor je pro pravidla příliš velký</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>soubor není text v UTF-8</translation>
    </message>
    <message>
        <source>rule id &apos;{id}&apos; is used twice</source>
        <translation>id pravidla &apos;{id}&apos; je použito dvakrát</translation>
    </message>
    <message>
        <source>penalty id &apos;{id}&apos; is used twice</source>
        <translation>id pokuty &apos;{id}&apos; je použito dvakrát</translation>
    </message>
    <message>
        <source>rule = {rule} names no rule of this set that a winner can score</source>
        <translation>rule = {rule} nejmenuje žádné pravidlo těchto pravidel, které může získat vítěz</translation>
    </message>
    <message>
        <source>condition &apos;{condition}&apos; takes no parameter &apos;{name}&apos; (it takes: {known})</source>
        <translation>podmínka &apos;{condition}&apos; nemá parametr &apos;{name}&apos; (má: {known})</translation>
    </message>
    <message>
        <source>{name} = {value} is not one of {values}</source>
        <translation>{name} = {value} není jedno z {values}</translation>
    </message>
    <message>
        <source>keeps = &apos;{kept}&apos; names no doubles rule of this set (a special hand keeps the doubles of other rules)</source>
        <translation>keeps = &apos;{kept}&apos; nejmenuje žádné pravidlo se zdvojeními těchto pravidel (zvláštní ruka si ponechává zdvojení jiných pravidel)</translation>
    </message>
    <message>
        <source>{path}: a Ponjan rule set: house rule files are made of classical rule sets</source>
        <translation>{path}: pravidla Ponjan: soubory domácích pravidel se dělají z klasických pravidel</translation>
    </message>
    <message>
        <source>{path} has no rule &apos;{rule}&apos; (its rules and their ids: mahjong-score rules {path})</source>
        <translation>{path} nemá pravidlo &apos;{rule}&apos; (jeho pravidla a jejich id: mahjong-score rules {path})</translation>
    </message>
    <message>
        <source>id &apos;{id}&apos; is a built-in rule set&apos;s: give the house rules an id of their own</source>
        <translation>id &apos;{id}&apos; patří vestavěným pravidlům: dejte domácím pravidlům vlastní id</translation>
    </message>
    <message>
        <source>&apos;{item}&apos;: write each change as KEY=VALUE, such as points=4</source>
        <translation>&apos;{item}&apos;: zapište každou změnu jako KEY=VALUE, například points=4</translation>
    </message>
    <message>
        <source>&apos;{item}&apos;: {key} is given twice</source>
        <translation>&apos;{item}&apos;: {key} je uvedeno dvakrát</translation>
    </message>
    <message>
        <source>give at least one KEY=VALUE ({keys})</source>
        <translation>uveďte alespoň jedno KEY=VALUE ({keys})</translation>
    </message>
    <message>
        <source>give one of points, doubles or limit: a rule has one value</source>
        <translation>uveďte jedno z points, doubles nebo limit: pravidlo má jednu hodnotu</translation>
    </message>
    <message>
        <source>give one of points or limit: a penalty has one amount</source>
        <translation>uveďte jedno z points nebo limit: pokuta má jednu výši</translation>
    </message>
    <message>
        <source>{path} has no penalty &apos;{penalty}&apos; (its penalties and their ids: mahjong-score rules {path})</source>
        <translation>{path} nemá pokutu &apos;{penalty}&apos; (jeho pokuty a jejich id: mahjong-score rules {path})</translation>
    </message>
    <message>
        <source>a rule&apos;s {key} is not changed here (one of: {keys})</source>
        <translation>{key} pravidla se zde nemění (jedno z: {keys})</translation>
    </message>
    <message>
        <source>a penalty&apos;s {key} is not changed here (one of: {keys})</source>
        <translation>{key} pokuty se zde nemění (jedno z: {keys})</translation>
    </message>
    <message>
        <source>{key} is not a key of the file that is changed here (one of: {keys}, or rotation.KEY, settlement.KEY; a rule&apos;s values: rules set FILE RULE_ID KEY=VALUE)</source>
        <translation>{key} není klíč souboru, který se zde mění (jeden z: {keys}, nebo rotation.KEY, settlement.KEY; hodnoty pravidla: rules set FILE RULE_ID KEY=VALUE)</translation>
    </message>
    <message>
        <source>characters are 1m-9m</source>
        <translation>znaky jsou 1m-9m</translation>
    </message>
    <message>
        <source>dots are 1p-9p</source>
        <translation>puntíky jsou 1p-9p</translation>
    </message>
    <message>
        <source>bamboo is 1s-9s</source>
        <translation>bambusy jsou 1s-9s</translation>
    </message>
    <message>
        <source>honours are 1z-7z</source>
        <translation>zvláštní kameny jsou 1z-7z</translation>
    </message>
    <message>
        <source>flowers are 1f-4f</source>
        <translation>květiny jsou 1f-4f</translation>
    </message>
    <message>
        <source>seasons are 1y-4y</source>
        <translation>roční období jsou 1y-4y</translation>
    </message>
    <message>
        <source>second-colour seasons are 1g-4g</source>
        <translation>roční období druhé barvy jsou 1g-4g</translation>
    </message>
    <message>
        <source>animal tiles are 1a-8a</source>
        <translation>zvířata jsou 1a-8a</translation>
    </message>
    <message>
        <source>red tiles are 0r and 1r</source>
        <translation>červené kameny jsou 0r a 1r</translation>
    </message>
    <message>
        <source>blue tiles are 0b and 1b</source>
        <translation>modré kameny jsou 0b a 1b</translation>
    </message>
    <message>
        <source>yellow tiles are 0k and 1k</source>
        <translation>žluté kameny jsou 0k a 1k</translation>
    </message>
    <message>
        <source>white tiles are 0w-3w</source>
        <translation>bílé kameny jsou 0w-3w</translation>
    </message>
    <message>
        <source>dragon tiles are 0d and 1d</source>
        <translation>dračí kameny jsou 0d a 1d</translation>
    </message>
</context>
<context>
    <name>honours</name>
    <message>
        <source>Wd</source>
        <translation>Bd</translation>
    </message>
    <message>
        <source>Gd</source>
        <translation>Zd</translation>
    </message>
    <message>
        <source>Rd</source>
        <translation>Čd</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Exposed pung of 2-8</source>
        <translation>Vyložený pong z 2–8</translation>
    </message>
    <message>
        <source>Exposed pung of terminals or honours</source>
        <translation>Vyložený pong z krajních nebo zvláštních kamenů</translation>
    </message>
    <message>
        <source>Concealed pung of 2-8</source>
        <translation>Skrytý pong z 2–8</translation>
    </message>
    <message>
        <source>Concealed pung of terminals or honours</source>
        <translation>Skrytý pong z krajních nebo zvláštních kamenů</translation>
    </message>
    <message>
        <source>Exposed kong of 2-8</source>
        <translation>Vyložený kong z 2–8</translation>
    </message>
    <message>
        <source>Exposed kong of terminals or honours</source>
        <translation>Vyložený kong z krajních nebo zvláštních kamenů</translation>
    </message>
    <message>
        <source>Concealed kong of 2-8</source>
        <translation>Skrytý kong z 2–8</translation>
    </message>
    <message>
        <source>Concealed kong of terminals or honours</source>
        <translation>Skrytý kong z krajních nebo zvláštních kamenů</translation>
    </message>
    <message>
        <source>Pung or kong of dragons</source>
        <translation>Pong nebo kong draků</translation>
    </message>
    <message>
        <source>Pung or kong of own wind</source>
        <translation>Pong nebo kong vlastního větru</translation>
    </message>
    <message>
        <source>Pung or kong of the round wind</source>
        <translation>Pong nebo kong větru kola</translation>
    </message>
    <message>
        <source>Pair of own wind</source>
        <translation>Pár vlastního větru</translation>
    </message>
    <message>
        <source>Pair of the round wind</source>
        <translation>Pár větru kola</translation>
    </message>
    <message>
        <source>Pair of dragons</source>
        <translation>Pár draků</translation>
    </message>
    <message>
        <source>Flower or season</source>
        <translation>Květina nebo roční období</translation>
    </message>
    <message>
        <source>Own flower and own season</source>
        <translation>Vlastní květina a vlastní roční období</translation>
    </message>
    <message>
        <source>All four flowers</source>
        <translation>Všechny čtyři květiny</translation>
    </message>
    <message>
        <source>All four seasons</source>
        <translation>Všechna čtyři roční období</translation>
    </message>
    <message>
        <source>Three concealed pungs</source>
        <translation>Tři skryté pongy</translation>
    </message>
    <message>
        <source>Little three dragons</source>
        <translation>Malá trojice draků</translation>
    </message>
    <message>
        <source>Big three dragons</source>
        <translation>Velká trojice draků</translation>
    </message>
    <message>
        <source>Little four joys</source>
        <translation>Malé čtvero radostí</translation>
    </message>
    <message>
        <source>Big four joys</source>
        <translation>Velké čtvero radostí</translation>
    </message>
    <message>
        <source>Mah-jong</source>
        <translation>Mahjong</translation>
    </message>
    <message>
        <source>Last tile completes a pair of 2-8</source>
        <translation>Poslední kámen doplní pár z 2–8</translation>
    </message>
    <message>
        <source>Last tile completes a pair of terminals or honours</source>
        <translation>Poslední kámen doplní pár z krajních nebo zvláštních kamenů</translation>
    </message>
    <message>
        <source>Only possible tile</source>
        <translation>Jediné možné místo</translation>
    </message>
    <message>
        <source>Last tile drawn, not discarded</source>
        <translation>Poslední kámen dobrán, ne zahozený</translation>
    </message>
    <message>
        <source>Zero point hand</source>
        <translation>Ruka bez bodů</translation>
    </message>
    <message>
        <source>No chow</source>
        <translation>Žádné čou</translation>
    </message>
    <message>
        <source>Only concealed sets</source>
        <translation>Jen skryté sady</translation>
    </message>
    <message>
        <source>One suit with honours</source>
        <translation>Jedna řada se zvláštními kameny</translation>
    </message>
    <message>
        <source>Only terminals and honours</source>
        <translation>Jen krajní a zvláštní kameny</translation>
    </message>
    <message>
        <source>One suit only</source>
        <translation>Jen jedna řada</translation>
    </message>
    <message>
        <source>Last tile a loose tile</source>
        <translation>Poslední kámen je volný kámen</translation>
    </message>
    <message>
        <source>Last tile of the wall</source>
        <translation>Poslední kámen zdi</translation>
    </message>
    <message>
        <source>Last discard of the wall</source>
        <translation>Poslední zahozený kámen</translation>
    </message>
    <message>
        <source>Robbing a kong</source>
        <translation>Uloupení kongu</translation>
    </message>
    <message>
        <source>Original call</source>
        <translation>Splnění hlášky</translation>
    </message>
    <message>
        <source>Concealed one suit</source>
        <translation>Skrytá jedna řada</translation>
    </message>
    <message>
        <source>Only honours</source>
        <translation>Jen zvláštní kameny</translation>
    </message>
    <message>
        <source>Hidden treasure</source>
        <translation>Skrytý poklad</translation>
    </message>
    <message>
        <source>Heads and tails</source>
        <translation>Hlavy a ocasy</translation>
    </message>
    <message>
        <source>Four kongs</source>
        <translation>Čtyři kongy</translation>
    </message>
    <message>
        <source>Three great scholars</source>
        <translation>Tři velcí učenci</translation>
    </message>
    <message>
        <source>Four blessings</source>
        <translation>Čtvero požehnání</translation>
    </message>
    <message>
        <source>Imperial jade</source>
        <translation>Císařský nefrit</translation>
    </message>
    <message>
        <source>Plum blossom on the roof</source>
        <translation>Květ švestky na střeše</translation>
    </message>
    <message>
        <source>Moon from the bottom of the sea</source>
        <translation>Měsíc ze dna moře</translation>
    </message>
    <message>
        <source>Scratching a carrying pole</source>
        <translation>Škrábání nosného bidla</translation>
    </message>
    <message>
        <source>Kong upon kong</source>
        <translation>Kong na kongu</translation>
    </message>
    <message>
        <source>Heaven&apos;s blessing</source>
        <translation>Nebeské požehnání</translation>
    </message>
    <message>
        <source>Earth&apos;s blessing</source>
        <translation>Pozemské požehnání</translation>
    </message>
    <message>
        <source>East wins nine times in a row</source>
        <translation>Východ vyhraje devětkrát za sebou</translation>
    </message>
    <message>
        <source>Nine gates</source>
        <translation>Devět bran</translation>
    </message>
    <message>
        <source>Thirteen orphans</source>
        <translation>Třináct sirotků</translation>
    </message>
    <message>
        <source>Squirming snake</source>
        <translation>Svíjející se had</translation>
    </message>
    <message>
        <source>Exposed pung of minor tiles</source>
        <translation>Vyložený pong z malých kamenů</translation>
    </message>
    <message>
        <source>Concealed pung of minor tiles</source>
        <translation>Skrytý pong z malých kamenů</translation>
    </message>
    <message>
        <source>Exposed pung of major tiles</source>
        <translation>Vyložený pong z velkých kamenů</translation>
    </message>
    <message>
        <source>Concealed pung of major tiles</source>
        <translation>Skrytý pong z velkých kamenů</translation>
    </message>
    <message>
        <source>Exposed kong of minor tiles</source>
        <translation>Vyložený kong z malých kamenů</translation>
    </message>
    <message>
        <source>Concealed kong of minor tiles</source>
        <translation>Skrytý kong z malých kamenů</translation>
    </message>
    <message>
        <source>Exposed kong of major tiles</source>
        <translation>Vyložený kong z velkých kamenů</translation>
    </message>
    <message>
        <source>Concealed kong of major tiles</source>
        <translation>Skrytý kong z velkých kamenů</translation>
    </message>
    <message>
        <source>Pair of the prevailing wind</source>
        <translation>Pár převažujícího větru kola</translation>
    </message>
    <message>
        <source>Winning tile drawn from the wall</source>
        <translation>Zavírající kámen dobrán ze zdi</translation>
    </message>
    <message>
        <source>Fishing the eyes (minor pair)</source>
        <translation>Vylovit oči (pár z malých kamenů)</translation>
    </message>
    <message>
        <source>Fishing the eyes (major pair)</source>
        <translation>Vylovit oči (pár z velkých kamenů)</translation>
    </message>
    <message>
        <source>Set of dragons</source>
        <translation>Sada draků</translation>
    </message>
    <message>
        <source>Set of own wind</source>
        <translation>Sada vlastního větru</translation>
    </message>
    <message>
        <source>Set of the prevailing wind</source>
        <translation>Sada převažujícího větru</translation>
    </message>
    <message>
        <source>No-score hand (four chows and a pair that scores nothing)</source>
        <translation>Nebodovaná ruka (čtyři čou a nebodovaný pár)</translation>
    </message>
    <message>
        <source>No chow (birds singing in harmony)</source>
        <translation>Žádné čou (ptáci zpívající v harmonii)</translation>
    </message>
    <message>
        <source>Concealed to the end, last tile included</source>
        <translation>Skrytá až do konce včetně posledního kamene</translation>
    </message>
    <message>
        <source>Clear suit</source>
        <translation>Čistá řada</translation>
    </message>
    <message>
        <source>Major tiles only</source>
        <translation>Jen velké kameny</translation>
    </message>
    <message>
        <source>Honours only</source>
        <translation>Jen zvláštní kameny</translation>
    </message>
    <message>
        <source>Winning on a loose tile</source>
        <translation>Výhra volným kamenem</translation>
    </message>
    <message>
        <source>Winning on the last tile of the wall</source>
        <translation>Výhra posledním kamenem ze zdi</translation>
    </message>
    <message>
        <source>Winning on the last discard</source>
        <translation>Výhra posledním zahozeným kamenem</translation>
    </message>
    <message>
        <source>Heaven&apos;s Blessing</source>
        <translation>Nebeské požehnání</translation>
    </message>
    <message>
        <source>Earth&apos;s Blessing</source>
        <translation>Pozemské požehnání</translation>
    </message>
    <message>
        <source>Plum Blossom on the Roof</source>
        <translation>Květ švestky na střeše</translation>
    </message>
    <message>
        <source>Moon from the Bottom of the Sea</source>
        <translation>Měsíc ze dna moře</translation>
    </message>
    <message>
        <source>Scratching a Carrying Pole</source>
        <translation>Škrábání nosného bidla</translation>
    </message>
    <message>
        <source>Kong upon Kong</source>
        <translation>Kong na kongu</translation>
    </message>
    <message>
        <source>Fourfold Plenty</source>
        <translation>Čtverá hojnost</translation>
    </message>
    <message>
        <source>Buried Treasure</source>
        <translation>Zakopaný poklad</translation>
    </message>
    <message>
        <source>Three Great Scholars</source>
        <translation>Tři velcí učenci</translation>
    </message>
    <message>
        <source>Four Blessings o&apos;er the Door</source>
        <translation>Čtvero požehnání nad dveřmi</translation>
    </message>
    <message>
        <source>All Honours</source>
        <translation>Všechno zvláštní kameny</translation>
    </message>
    <message>
        <source>Heads and Tails</source>
        <translation>Hlavy a ocasy</translation>
    </message>
    <message>
        <source>Imperial Jade</source>
        <translation>Císařský nefrit</translation>
    </message>
    <message>
        <source>Nine Gates</source>
        <translation>Devět bran</translation>
    </message>
    <message>
        <source>Wriggling Snake</source>
        <translation>Kroutící se had</translation>
    </message>
    <message>
        <source>Standard Mah Jongg</source>
        <translation>Obyčejný mahjong</translation>
    </message>
    <message>
        <source>Gates of Heaven</source>
        <translation>Nebeské brány</translation>
    </message>
    <message>
        <source>Triple Knitting</source>
        <translation>Trojité pletení</translation>
    </message>
    <message>
        <source>Knitting</source>
        <translation>Pletení</translation>
    </message>
    <message>
        <source>All pair honors</source>
        <translation>Samé páry velkých kamenů</translation>
    </message>
    <message>
        <source>The 13 Unique Wonders</source>
        <translation>13 jedinečných divů</translation>
    </message>
    <message>
        <source>Pung/Kong of Dragons</source>
        <translation>Pong/kong draků</translation>
    </message>
    <message>
        <source>Pung/Kong of Own Wind</source>
        <translation>Pong/kong vlastního větru</translation>
    </message>
    <message>
        <source>Pung/Kong of Round Wind</source>
        <translation>Pong/kong větru kola</translation>
    </message>
    <message>
        <source>Exposed Kong</source>
        <translation>Vyložený kong</translation>
    </message>
    <message>
        <source>Exposed Kong of Terminals or Honors</source>
        <translation>Vyložený kong z krajních nebo zvláštních kamenů</translation>
    </message>
    <message>
        <source>Exposed Pung</source>
        <translation>Vyložený pong</translation>
    </message>
    <message>
        <source>Exposed Pung of Terminals or Honors</source>
        <translation>Vyložený pong z krajních nebo zvláštních kamenů</translation>
    </message>
    <message>
        <source>Concealed Kong</source>
        <translation>Skrytý kong</translation>
    </message>
    <message>
        <source>Concealed Kong of Terminals or Honors</source>
        <translation>Skrytý kong z krajních nebo zvláštních kamenů</translation>
    </message>
    <message>
        <source>Concealed Pung</source>
        <translation>Skrytý pong</translation>
    </message>
    <message>
        <source>Concealed Pung of Terminals or Honors</source>
        <translation>Skrytý pong z krajních nebo zvláštních kamenů</translation>
    </message>
    <message>
        <source>Pair of Own Wind</source>
        <translation>Pár vlastního větru</translation>
    </message>
    <message>
        <source>Pair of Round Wind</source>
        <translation>Pár větru kola</translation>
    </message>
    <message>
        <source>Pair of Dragons</source>
        <translation>Pár draků</translation>
    </message>
    <message>
        <source>Flower</source>
        <translation>Květina</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Roční období</translation>
    </message>
    <message>
        <source>Own Flower</source>
        <translation>Vlastní květina</translation>
    </message>
    <message>
        <source>Own Season</source>
        <translation>Vlastní roční období</translation>
    </message>
    <message>
        <source>All Flowers</source>
        <translation>Všechny květiny</translation>
    </message>
    <message>
        <source>All Seasons</source>
        <translation>Všechna roční období</translation>
    </message>
    <message>
        <source>Last Tile is Last Tile of Wall</source>
        <translation>Poslední kámen je poslední kámen zdi</translation>
    </message>
    <message>
        <source>Last Tile is Last Tile of Wall Discarded</source>
        <translation>Poslední kámen je poslední kámen zdi, zahozený</translation>
    </message>
    <message>
        <source>Robbing the Kong</source>
        <translation>Uloupení kongu</translation>
    </message>
    <message>
        <source>Twofold Fortune</source>
        <translation>Dvojí štěstí</translation>
    </message>
    <message>
        <source>Blessing of Heaven</source>
        <translation>Požehnání nebes</translation>
    </message>
    <message>
        <source>Blessing of Earth</source>
        <translation>Požehnání země</translation>
    </message>
    <message>
        <source>Won with Last Tile Taken from Wall</source>
        <translation>Vyhráno posledním kamenem ze zdi</translation>
    </message>
    <message>
        <source>No Chow</source>
        <translation>Žádné čou</translation>
    </message>
    <message>
        <source>Only Concealed Melds</source>
        <translation>Jen skryté sady</translation>
    </message>
    <message>
        <source>Only Terminals and Honors</source>
        <translation>Jen krajní a zvláštní kameny</translation>
    </message>
    <message>
        <source>Only Honors</source>
        <translation>Jen zvláštní kameny</translation>
    </message>
    <message>
        <source>Four Blessings Hovering over the Door</source>
        <translation>Čtvero požehnání vznášejících se nad dveřmi</translation>
    </message>
    <message>
        <source>Gathering the Plum Blossom from the Roof</source>
        <translation>Sbírání švestkového květu ze střechy</translation>
    </message>
    <message>
        <source>Plucking the Moon from the Bottom of the Sea</source>
        <translation>Vylovení měsíce ze dna moře</translation>
    </message>
    <message>
        <source>Original Call</source>
        <translation>Splnění hlášky</translation>
    </message>
    <message>
        <source>Going Mah-Jong</source>
        <translation>Mahjong</translation>
    </message>
    <message>
        <source>Winning Tile from the Wall</source>
        <translation>Vítězný kámen ze zdi</translation>
    </message>
    <message>
        <source>Exposed Pung of Minor Tiles</source>
        <translation>Vyložený pong z nižších kamenů</translation>
    </message>
    <message>
        <source>Exposed Pung of Major Tiles</source>
        <translation>Vyložený pong z vyšších kamenů</translation>
    </message>
    <message>
        <source>Concealed Pung of Minor Tiles</source>
        <translation>Skrytý pong z nižších kamenů</translation>
    </message>
    <message>
        <source>Concealed Pung of Major Tiles</source>
        <translation>Skrytý pong z vyšších kamenů</translation>
    </message>
    <message>
        <source>Exposed Kong of Minor Tiles</source>
        <translation>Vyložený kong z nižších kamenů</translation>
    </message>
    <message>
        <source>Exposed Kong of Major Tiles</source>
        <translation>Vyložený kong z vyšších kamenů</translation>
    </message>
    <message>
        <source>Concealed Kong of Minor Tiles</source>
        <translation>Skrytý kong z nižších kamenů</translation>
    </message>
    <message>
        <source>Concealed Kong of Major Tiles</source>
        <translation>Skrytý kong z vyšších kamenů</translation>
    </message>
    <message>
        <source>Pair of the Prevailing Wind</source>
        <translation>Pár převládajícího větru</translation>
    </message>
    <message>
        <source>Pung or Kong of Dragons</source>
        <translation>Pong nebo kong draků</translation>
    </message>
    <message>
        <source>Pung or Kong of Own Wind</source>
        <translation>Pong nebo kong vlastního větru</translation>
    </message>
    <message>
        <source>Pung or Kong of the Prevailing Wind</source>
        <translation>Pong nebo kong převládajícího větru</translation>
    </message>
    <message>
        <source>Bouquet of Flowers</source>
        <translation>Kytice květin</translation>
    </message>
    <message>
        <source>Bouquet of Seasons</source>
        <translation>Kytice ročních období</translation>
    </message>
    <message>
        <source>No Chows</source>
        <translation>Žádné čou</translation>
    </message>
    <message>
        <source>One Suit with Honours</source>
        <translation>Jedna barva se zvláštními kameny</translation>
    </message>
    <message>
        <source>Ones and Nines with Honours</source>
        <translation>Jedničky a devítky se zvláštními kameny</translation>
    </message>
    <message>
        <source>Concealed Hand</source>
        <translation>Skrytá ruka</translation>
    </message>
    <message>
        <source>Mah-Jong with a Loose Tile</source>
        <translation>Mahjong volným kamenem</translation>
    </message>
    <message>
        <source>Mah-Jong with the Last Tile of the Wall</source>
        <translation>Mahjong posledním kamenem zdi</translation>
    </message>
    <message>
        <source>Mah-Jong with the Final Discard</source>
        <translation>Mahjong posledním odhozem</translation>
    </message>
    <message>
        <source>Purity</source>
        <translation>Čistota</translation>
    </message>
    <message>
        <source>All Pair Honours</source>
        <translation>Všechny páry zvláštních kamenů</translation>
    </message>
    <message>
        <source>The Thirteen Unique Wonders</source>
        <translation>Třináct jedinečných divů</translation>
    </message>
    <message>
        <source>The Gates of Heaven</source>
        <translation>Nebeské brány</translation>
    </message>
    <message>
        <source>The Wriggling Snake</source>
        <translation>Kroutící se had</translation>
    </message>
    <message>
        <source>All Winds and Dragons</source>
        <translation>Všechny větry a draci</translation>
    </message>
    <message>
        <source>Fishing for Knitting</source>
        <translation>Čeká na Pletení</translation>
    </message>
    <message>
        <source>Fishing for Triple Knitting</source>
        <translation>Čeká na Trojité pletení</translation>
    </message>
    <message>
        <source>Fishing for All Pair Honours</source>
        <translation>Čeká na Všechny páry zvláštních kamenů</translation>
    </message>
    <message>
        <source>Fishing for Imperial Jade</source>
        <translation>Čeká na Císařský nefrit</translation>
    </message>
    <message>
        <source>Fishing for The Thirteen Unique Wonders</source>
        <translation>Čeká na Třináct jedinečných divů</translation>
    </message>
    <message>
        <source>Fishing for The Gates of Heaven</source>
        <translation>Čeká na Nebeské brány</translation>
    </message>
    <message>
        <source>Fishing for The Wriggling Snake</source>
        <translation>Čeká na Kroutící se had</translation>
    </message>
    <message>
        <source>Fishing for All Winds and Dragons</source>
        <translation>Čeká na Všechny větry a draci</translation>
    </message>
    <message>
        <source>Fishing for Heads and Tails</source>
        <translation>Čeká na Hlavy a ocasy</translation>
    </message>
    <message>
        <source>Fishing for Fourfold Plenty</source>
        <translation>Čeká na Čtverou hojnost</translation>
    </message>
    <message>
        <source>Fishing for Three Great Scholars</source>
        <translation>Čeká na Tři velké učence</translation>
    </message>
    <message>
        <source>Fishing for Four Blessings Hovering over the Door</source>
        <translation>Čeká na Čtvero požehnání vznášejících se nad dveřmi</translation>
    </message>
    <message>
        <source>Fishing for Buried Treasure</source>
        <translation>Čeká na Zakopaný poklad</translation>
    </message>
    <message>
        <source>Fishing for Purity</source>
        <translation>Čeká na Čistotu</translation>
    </message>
    <message>
        <source>Calling for Only Honors</source>
        <translation>Čeká na Jen zvláštní kameny</translation>
    </message>
    <message>
        <source>Calling for Wriggling Snake</source>
        <translation>Čeká na Kroutícího se hada</translation>
    </message>
    <message>
        <source>Calling for Triple Knitting</source>
        <translation>Čeká na Trojité pletení</translation>
    </message>
    <message>
        <source>Calling for Gates of Heaven</source>
        <translation>Čeká na Nebeské brány</translation>
    </message>
    <message>
        <source>Calling for Knitting</source>
        <translation>Čeká na Pletení</translation>
    </message>
    <message>
        <source>Calling for Imperial Jade</source>
        <translation>Čeká na Císařský nefrit</translation>
    </message>
    <message>
        <source>Calling for The 13 Unique Wonders</source>
        <translation>Čeká na 13 jedinečných divů</translation>
    </message>
    <message>
        <source>Calling for Three Great Scholars</source>
        <translation>Čeká na Tři velké učence</translation>
    </message>
    <message>
        <source>Calling for All pair honors</source>
        <translation>Čeká na Samé páry velkých kamenů</translation>
    </message>
    <message>
        <source>Calling for Heads and Tails</source>
        <translation>Čeká na Hlavy a ocasy</translation>
    </message>
    <message>
        <source>Calling for Four Blessings Hovering over the Door</source>
        <translation>Čeká na Čtvero požehnání vznášejících se nad dveřmi</translation>
    </message>
    <message>
        <source>Calling for Buried Treasure</source>
        <translation>Čeká na Zakopaný poklad</translation>
    </message>
    <message>
        <source>Calling for Fourfold Plenty</source>
        <translation>Čeká na Čtverou hojnost</translation>
    </message>
    <message>
        <source>Calling for Purity</source>
        <translation>Čeká na Čistotu</translation>
    </message>
    <message>
        <source>False Naming of Discard, Claimed for Mah Jongg and False Declaration of Mah Jongg</source>
        <translation>Chybně ohlášený odhozený kámen vzatý na mahjong a falešně ohlášený mahjong</translation>
    </message>
    <message>
        <source>False Naming of Discard, Claimed for Chow/Pung/Kong</source>
        <translation>Chybně ohlášený odhozený kámen vzatý na čou/pong/kong</translation>
    </message>
    <message>
        <source>False Declaration of Mah Jongg by One Player</source>
        <translation>Falešně ohlášený mahjong jedním hráčem</translation>
    </message>
    <message>
        <source>Concealed Clear Suit</source>
        <translation>Skrytá čistá řada</translation>
    </message>
    <message>
        <source>Thirteen Unique Wonders</source>
        <translation>Třináct jedinečných divů</translation>
    </message>
    <message>
        <source>East&apos;s 13th consecutive win</source>
        <translation>Třináctá výhra Východu za sebou</translation>
    </message>
    <message>
        <source>Exposed pung of honours, 1s or 9s</source>
        <translation>Vyložený pong zvláštních kamenů, jedniček nebo devítek</translation>
    </message>
    <message>
        <source>Concealed pung of honours, 1s or 9s</source>
        <translation>Skrytý pong zvláštních kamenů, jedniček nebo devítek</translation>
    </message>
    <message>
        <source>Exposed kong of honours, 1s or 9s</source>
        <translation>Vyložený kong zvláštních kamenů, jedniček nebo devítek</translation>
    </message>
    <message>
        <source>Concealed kong of honours, 1s or 9s</source>
        <translation>Skrytý kong zvláštních kamenů, jedniček nebo devítek</translation>
    </message>
    <message>
        <source>Pair of dragons, own wind or prevailing wind</source>
        <translation>Pár draků, vlastního nebo převažujícího větru</translation>
    </message>
    <message>
        <source>Last tile drawn from the wall</source>
        <translation>Poslední kámen dobrán ze zdi</translation>
    </message>
    <message>
        <source>Last tile from the dead wall (loose tile)</source>
        <translation>Poslední kámen z mrtvé zdi (volný kámen)</translation>
    </message>
    <message>
        <source>Worthless hand (four chows and a pair without value)</source>
        <translation>Bezcenná ruka (čtyři čou a pár bez hodnoty)</translation>
    </message>
    <message>
        <source>Pung or kong of the prevailing wind</source>
        <translation>Pong nebo kong převažujícího větru</translation>
    </message>
    <message>
        <source>Mah-jong on the last possible tile</source>
        <translation>Mahjong posledním možným kamenem</translation>
    </message>
    <message>
        <source>Only pungs and kongs and a pair</source>
        <translation>Jen pongy a kongy a pár</translation>
    </message>
    <message>
        <source>Only honours, 1s and 9s</source>
        <translation>Jen zvláštní kameny, jedničky a devítky</translation>
    </message>
    <message>
        <source>One suit with winds and/or dragons</source>
        <translation>Jedna řada s větry a/nebo draky</translation>
    </message>
    <message>
        <source>Pung, kong or pair of all four winds</source>
        <translation>Pong, kong nebo pár všech čtyř větrů</translation>
    </message>
    <message>
        <source>Pung, kong or pair of all three dragons</source>
        <translation>Pong, kong nebo pár všech tří draků</translation>
    </message>
    <message>
        <source>The three great masters</source>
        <translation>Tři velcí mistři</translation>
    </message>
    <message>
        <source>The four blessings</source>
        <translation>Čtvero požehnání</translation>
    </message>
    <message>
        <source>Big honour hand</source>
        <translation>Velká ruka zvláštních kamenů</translation>
    </message>
    <message>
        <source>Head and tail</source>
        <translation>Hlava a ocas</translation>
    </message>
    <message>
        <source>The thirteen wonders</source>
        <translation>Třináct divů</translation>
    </message>
    <message>
        <source>Exposed pung of 1s, 9s or honours</source>
        <translation>Vyložený pong jedniček, devítek nebo zvláštních kamenů</translation>
    </message>
    <message>
        <source>Exposed kong of 1s, 9s or honours</source>
        <translation>Vyložený kong jedniček, devítek nebo zvláštních kamenů</translation>
    </message>
    <message>
        <source>Pair of dragons or own wind</source>
        <translation>Pár draků nebo vlastního větru</translation>
    </message>
    <message>
        <source>Concealed pung of 1s, 9s or honours</source>
        <translation>Skrytý pong jedniček, devítek nebo zvláštních kamenů</translation>
    </message>
    <message>
        <source>Concealed kong of 1s, 9s or honours</source>
        <translation>Skrytý kong jedniček, devítek nebo zvláštních kamenů</translation>
    </message>
    <message>
        <source>Last tile from the loose tiles</source>
        <translation>Poslední kámen z volných kamenů</translation>
    </message>
    <message>
        <source>Last tile from the wall</source>
        <translation>Poslední kámen ze zdi</translation>
    </message>
    <message>
        <source>Pung or kong of own wind or a dragon</source>
        <translation>Pong nebo kong vlastního větru nebo draka</translation>
    </message>
    <message>
        <source>One suit plus honours</source>
        <translation>Jedna řada a zvláštní kameny</translation>
    </message>
    <message>
        <source>Season or special tile</source>
        <translation>Roční období nebo zvíře</translation>
    </message>
    <message>
        <source>Own season</source>
        <translation>Vlastní roční období</translation>
    </message>
    <message>
        <source>Pair of special tiles (hunter and catch)</source>
        <translation>Dvojice zvířat (lovec a kořist)</translation>
    </message>
    <message>
        <source>All four seasons of one colour (f)</source>
        <translation>Všechna čtyři období jedné barvy (f)</translation>
    </message>
    <message>
        <source>All four seasons of one colour (y)</source>
        <translation>Všechna čtyři období jedné barvy (y)</translation>
    </message>
    <message>
        <source>The hidden treasure</source>
        <translation>Skrytý poklad</translation>
    </message>
    <message>
        <source>All honors</source>
        <translation>Všechno zvláštní kameny</translation>
    </message>
    <message>
        <source>Four large blessings</source>
        <translation>Čtvero velkých požehnání</translation>
    </message>
    <message>
        <source>All kongs</source>
        <translation>Samé kongy</translation>
    </message>
    <message>
        <source>Nine united sons</source>
        <translation>Devět sjednocených synů</translation>
    </message>
    <message>
        <source>Thirteen unique wonders</source>
        <translation>Třináct jedinečných divů</translation>
    </message>
    <message>
        <source>Heavenly peace</source>
        <translation>Nebeský mír</translation>
    </message>
    <message>
        <source>Earthly peace</source>
        <translation>Pozemský mír</translation>
    </message>
    <message>
        <source>The heavenly twins</source>
        <translation>Nebeská dvojčata</translation>
    </message>
    <message>
        <source>Kong on kong</source>
        <translation>Kong na kongu</translation>
    </message>
    <message>
        <source>Exposed pung</source>
        <translation>Vyložený pong</translation>
    </message>
    <message>
        <source>Concealed pung</source>
        <translation>Skrytý pong</translation>
    </message>
    <message>
        <source>Exposed pung of 1s or 9s</source>
        <translation>Vyložený pong jedniček nebo devítek</translation>
    </message>
    <message>
        <source>Concealed pung of 1s or 9s</source>
        <translation>Skrytý pong jedniček nebo devítek</translation>
    </message>
    <message>
        <source>Exposed kong</source>
        <translation>Vyložený kong</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>Skrytý kong</translation>
    </message>
    <message>
        <source>Exposed kong of 1s or 9s</source>
        <translation>Vyložený kong jedniček nebo devítek</translation>
    </message>
    <message>
        <source>Concealed kong of 1s or 9s</source>
        <translation>Skrytý kong jedniček nebo devítek</translation>
    </message>
    <message>
        <source>Exposed pung or kong of dragons</source>
        <translation>Vyložený pong nebo kong draků</translation>
    </message>
    <message>
        <source>Concealed pung or kong of dragons</source>
        <translation>Skrytý pong nebo kong draků</translation>
    </message>
    <message>
        <source>Exposed pung or kong of the prevailing wind</source>
        <translation>Vyložený pong nebo kong převažujícího větru</translation>
    </message>
    <message>
        <source>Concealed pung or kong of the prevailing wind</source>
        <translation>Skrytý pong nebo kong převažujícího větru</translation>
    </message>
    <message>
        <source>Exposed pung or kong of own wind</source>
        <translation>Vyložený pong nebo kong vlastního větru</translation>
    </message>
    <message>
        <source>Concealed pung or kong of own wind</source>
        <translation>Skrytý pong nebo kong vlastního větru</translation>
    </message>
    <message>
        <source>Own flower or season</source>
        <translation>Vlastní květina nebo roční období</translation>
    </message>
    <message>
        <source>All Same Color</source>
        <translation>Vše jedné barvy</translation>
    </message>
    <message>
        <source>All Same</source>
        <translation>Vše stejné</translation>
    </message>
    <message>
        <source>All Same Id</source>
        <translation>Vše se stejným číslem</translation>
    </message>
    <message>
        <source>One Color and Others</source>
        <translation>Jedna barva a ostatní</translation>
    </message>
    <message>
        <source>Three Color</source>
        <translation>Tři barvy</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Reach</translation>
    </message>
    <message>
        <source>No Steals</source>
        <translation>Bez krádeží</translation>
    </message>
    <message>
        <source>Complete With Draw</source>
        <translation>Dokončeno tahem</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>Ippatsu</translation>
    </message>
    <message>
        <source>Dragon set</source>
        <translation>Dračí trojice</translation>
    </message>
    <message>
        <source>Two Identical</source>
        <translation>Dvě stejné</translation>
    </message>
</context>
<context>
    <name>rulesets</name>
    <message>
        <source>British (BMJA)</source>
        <translation>Britská (BMJA)</translation>
    </message>
    <message>
        <source>The British Mah-Jong Association&apos;s rules as its own pages publish them: limit 1000, at most one chow in a winning hand, doubles for a clean hand (one suit with honours) and for going out on a loose tile, bouquets of two doubles that include the own tile, special hands whose bonus tiles are added and doubled on their own (All Pair Honours with two flowers: 500 + 16 = 516), Purity&apos;s three doubles on the tiles alone, and losers&apos; fishing values with their bonus tiles. No penalties.</source>
        <translation>Pravidla Britské mahjongové asociace (BMJA), jak je zveřejňují její vlastní stránky: limit 1000, nejvýše jedno čou ve vítězné ruce, zdvojení za čistou ruku (jedna barva se zvláštními kameny) a za vyhrání volným kamenem, kytice za dvě zdvojení včetně vlastního kamene, zvláštní ruce, jejichž bonusové kameny se přičítají a zdvojují zvlášť (Všechny páry zvláštních kamenů se dvěma květinami: 500 + 16 = 516), tři zdvojení Čistoty jen na kameny a hodnoty čekajících rukou poražených s jejich bonusovými kameny. Žádné pokuty.</translation>
    </message>
    <message>
        <source>British (BMJA as Kajongg scores it)</source>
        <translation>Britská (BMJA podle Kajonggu)</translation>
    </message>
    <message>
        <source>The British Mah-Jong Association&apos;s Classical Chinese rules as Kajongg defines them: limit 1000, at most one chow in a winning hand, half-limit hands (Knitting, Triple Knitting, All pair honours) used when worth more than the points, Gates of Heaven, Wriggling Snake, Buried Treasure, Purity, and losers&apos; &quot;Calling for ...&quot; scores.</source>
        <translation>Klasická čínská pravidla Britské mahjongové asociace, jak je definuje Kajongg: limit 1000, nejvýše jedno čou ve vítězné ruce, ruce za polovinu limitu (Pletení, Trojité pletení, Samé páry velkých kamenů), které platí, když mají větší cenu než body, Nebeské brány, Kroutící se had, Zakopaný poklad, Čistota a skóre poražených „Čeká na ...“.</translation>
    </message>
    <message>
        <source>German league (DMJL)</source>
        <translation>Německá liga (DMJL)</translation>
    </message>
    <message>
        <source>The German Mah-Jongg league&apos;s rules as Kajongg defines them: points for sets, pairs and bonus tiles, doubles for valuable sets and for the whole hand, winner-only points and doubles, limit 500 and eighteen limit hands.</source>
        <translation>Pravidla německé mahjongové ligy, jak je definuje Kajongg: body za sady, páry a prémiové kameny, zdvojení za cenné sady a za celou ruku, body a zdvojení jen pro vítěze, limit 500 a osmnáct limitních rukou.</translation>
    </message>
    <message>
        <source>Millington classical (source 004)</source>
        <translation>Millington klasická (zdroj 004)</translation>
    </message>
    <message>
        <source>A. D. Millington&apos;s classical rules 112-117: base points for every hand, 10 for mah-jong, fishing the eyes and the only possible tile, doubles for every hand (little and big dragons and joys) and doubles for mah-jong only. Limit 1000 and the limit hands of rule 122.</source>
        <translation>Klasická pravidla 112–117 A. D. Millingtona: základní body pro každou ruku, 10 za mahjong, vylovení očí a jediné možné místo, zdvojení pro všechny ruce (malá a velká trojice draků a čtvero radostí) a zdvojení jen s mahjongem. Limit 1000 a limitní ruce pravidla 122.</translation>
    </message>
    <message>
        <source>Norwegian (source 001)</source>
        <translation>Norská (zdroj 001)</translation>
    </message>
    <message>
        <source>Points for every hand, extra points and doubles for the winner only, limit 500 and seven limit hands. Terminals count with the honours (&quot;honører&quot;).</source>
        <translation>Body pro každou ruku, další body a zdvojení jen pro vítěze, limit 500 a sedm limitních rukou. Jedničky a devítky se počítají se zvláštními kameny („honører“).</translation>
    </message>
    <message>
        <source>Swedish (source 003)</source>
        <translation>Švédská (zdroj 003)</translation>
    </message>
    <message>
        <source>The rules site&apos;s score tables (points and doubles for every hand, bonus points for the winner), limit 300 (switchable), its thirteen special hands, and the extra tiles: the seasons in two colours and the animal tiles.</source>
        <translation>Tabulky skóre z webu s pravidly (body a zdvojení pro všechny ruce, prémiové body pro vítěze), limit 300 (lze vypnout), jeho třináct zvláštních rukou a kameny navíc: roční období ve dvou barvách a zvířecí kameny.</translation>
    </message>
    <message>
        <source>Swedish quick scoring (source 000)</source>
        <translation>Švédské rychlé počítání (zdroj 000)</translation>
    </message>
    <message>
        <source>A short spec: 20 for mah-jong, points for pungs and kongs, doubles for dragon and wind pungs (two for concealed ones) and for the own flower or season. Only the winner scores; there is no limit.</source>
        <translation>Stručný popis: 20 za mahjong, body za pongy a kongy, zdvojení za pongy draků a větrů (dvě za skryté) a za vlastní květinu nebo roční období. Body získává jen vítěz; limit není.</translation>
    </message>
    <message>
        <source>Ponjan (source 002)</source>
        <translation>Ponjan (zdroj 002)</translation>
    </message>
    <message>
        <source>Three players, 78 tiles of their own, hands of three sets of identical tiles and eleven combinations; the score is the game&apos;s formula x10, x15 when the boss wins. The discarder alone pays a discard win; both others pay a self-draw.</source>
        <translation>Tři hráči, 78 vlastních kamenů, ruce ze tří trojic stejných kamenů a jedenáct kombinací; skóre je vzorec hry x10, x15, když vyhraje šéf. Vítězství na odhozený kámen platí sám ten, kdo ho odhodil; vylovené vítězství platí oba ostatní.</translation>
    </message>
</context>
<context>
    <name>seats</name>
    <message>
        <source>E</source>
        <translation>V</translation>
    </message>
    <message>
        <source>S</source>
        <translation>J</translation>
    </message>
    <message>
        <source>W</source>
        <translation>Z</translation>
    </message>
    <message>
        <source>N</source>
        <translation>S</translation>
    </message>
</context>
<context>
    <name>situations</name>
    <message>
        <source>drawn from the wall</source>
        <translation>dobráno ze zdi</translation>
    </message>
    <message>
        <source>claimed from a discard</source>
        <translation>nárokováno ze zahozených</translation>
    </message>
    <message>
        <source>a loose (replacement) tile</source>
        <translation>volný (náhradní) kámen</translation>
    </message>
    <message>
        <source>the last tile of the wall</source>
        <translation>poslední kámen zdi</translation>
    </message>
    <message>
        <source>the loose tile after the last tile of the wall</source>
        <translation>volný kámen po posledním kameni zdi</translation>
    </message>
    <message>
        <source>the last discard</source>
        <translation>poslední zahozený kámen</translation>
    </message>
    <message>
        <source>robbed from a kong</source>
        <translation>uloupeno z kongu</translation>
    </message>
    <message>
        <source>original call</source>
        <translation>splnění hlášky</translation>
    </message>
    <message>
        <source>heaven&apos;s blessing</source>
        <translation>nebeské požehnání</translation>
    </message>
    <message>
        <source>earth&apos;s blessing</source>
        <translation>pozemské požehnání</translation>
    </message>
    <message>
        <source>kong upon kong</source>
        <translation>kong na kongu</translation>
    </message>
</context>
<context>
    <name>tiles</name>
    <message>
        <source>1 Characters</source>
        <translation>Znaky 1</translation>
    </message>
    <message>
        <source>2 Characters</source>
        <translation>Znaky 2</translation>
    </message>
    <message>
        <source>3 Characters</source>
        <translation>Znaky 3</translation>
    </message>
    <message>
        <source>4 Characters</source>
        <translation>Znaky 4</translation>
    </message>
    <message>
        <source>5 Characters</source>
        <translation>Znaky 5</translation>
    </message>
    <message>
        <source>6 Characters</source>
        <translation>Znaky 6</translation>
    </message>
    <message>
        <source>7 Characters</source>
        <translation>Znaky 7</translation>
    </message>
    <message>
        <source>8 Characters</source>
        <translation>Znaky 8</translation>
    </message>
    <message>
        <source>9 Characters</source>
        <translation>Znaky 9</translation>
    </message>
    <message>
        <source>1 Dots</source>
        <translation>Puntíky 1</translation>
    </message>
    <message>
        <source>2 Dots</source>
        <translation>Puntíky 2</translation>
    </message>
    <message>
        <source>3 Dots</source>
        <translation>Puntíky 3</translation>
    </message>
    <message>
        <source>4 Dots</source>
        <translation>Puntíky 4</translation>
    </message>
    <message>
        <source>5 Dots</source>
        <translation>Puntíky 5</translation>
    </message>
    <message>
        <source>6 Dots</source>
        <translation>Puntíky 6</translation>
    </message>
    <message>
        <source>7 Dots</source>
        <translation>Puntíky 7</translation>
    </message>
    <message>
        <source>8 Dots</source>
        <translation>Puntíky 8</translation>
    </message>
    <message>
        <source>9 Dots</source>
        <translation>Puntíky 9</translation>
    </message>
    <message>
        <source>1 Bamboo</source>
        <translation>Bambusy 1</translation>
    </message>
    <message>
        <source>2 Bamboo</source>
        <translation>Bambusy 2</translation>
    </message>
    <message>
        <source>3 Bamboo</source>
        <translation>Bambusy 3</translation>
    </message>
    <message>
        <source>4 Bamboo</source>
        <translation>Bambusy 4</translation>
    </message>
    <message>
        <source>5 Bamboo</source>
        <translation>Bambusy 5</translation>
    </message>
    <message>
        <source>6 Bamboo</source>
        <translation>Bambusy 6</translation>
    </message>
    <message>
        <source>7 Bamboo</source>
        <translation>Bambusy 7</translation>
    </message>
    <message>
        <source>8 Bamboo</source>
        <translation>Bambusy 8</translation>
    </message>
    <message>
        <source>9 Bamboo</source>
        <translation>Bambusy 9</translation>
    </message>
    <message>
        <source>East wind</source>
        <translation>Východní vítr</translation>
    </message>
    <message>
        <source>South wind</source>
        <translation>Jižní vítr</translation>
    </message>
    <message>
        <source>West wind</source>
        <translation>Západní vítr</translation>
    </message>
    <message>
        <source>North wind</source>
        <translation>Severní vítr</translation>
    </message>
    <message>
        <source>White dragon</source>
        <translation>Bílý drak</translation>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>Zelený drak</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>Červený drak</translation>
    </message>
    <message>
        <source>Plum (flower 1)</source>
        <translation>Švestka (květina 1)</translation>
    </message>
    <message>
        <source>Orchid (flower 2)</source>
        <translation>Orchidej (květina 2)</translation>
    </message>
    <message>
        <source>Chrysanthemum (flower 3)</source>
        <translation>Chryzantéma (květina 3)</translation>
    </message>
    <message>
        <source>Bamboo flower (flower 4)</source>
        <translation>Bambus (květina 4)</translation>
    </message>
    <message>
        <source>Spring (season 1)</source>
        <translation>Jaro (období 1)</translation>
    </message>
    <message>
        <source>Summer (season 2)</source>
        <translation>Léto (období 2)</translation>
    </message>
    <message>
        <source>Autumn (season 3)</source>
        <translation>Podzim (období 3)</translation>
    </message>
    <message>
        <source>Winter (season 4)</source>
        <translation>Zima (období 4)</translation>
    </message>
    <message>
        <source>Spring (third-colour season 1)</source>
        <translation>Jaro (roční období třetí barvy 1)</translation>
    </message>
    <message>
        <source>Summer (third-colour season 2)</source>
        <translation>Léto (roční období třetí barvy 2)</translation>
    </message>
    <message>
        <source>Autumn (third-colour season 3)</source>
        <translation>Podzim (roční období třetí barvy 3)</translation>
    </message>
    <message>
        <source>Winter (third-colour season 4)</source>
        <translation>Zima (roční období třetí barvy 4)</translation>
    </message>
    <message>
        <source>Fisherman (animal 1)</source>
        <translation>Rybář (zvíře 1)</translation>
    </message>
    <message>
        <source>Fish (animal 2)</source>
        <translation>Ryba (zvíře 2)</translation>
    </message>
    <message>
        <source>Cat (animal 3)</source>
        <translation>Kočka (zvíře 3)</translation>
    </message>
    <message>
        <source>Mouse (animal 4)</source>
        <translation>Myš (zvíře 4)</translation>
    </message>
    <message>
        <source>Rooster (animal 5)</source>
        <translation>Kohout (zvíře 5)</translation>
    </message>
    <message>
        <source>Worm (animal 6)</source>
        <translation>Červ (zvíře 6)</translation>
    </message>
    <message>
        <source>Owner (animal 7)</source>
        <translation>Majitel (zvíře 7)</translation>
    </message>
    <message>
        <source>Gold pot (animal 8)</source>
        <translation>Hrnec zlata (zvíře 8)</translation>
    </message>
    <message>
        <source>Red 0</source>
        <translation>Červený 0</translation>
    </message>
    <message>
        <source>Red 1</source>
        <translation>Červený 1</translation>
    </message>
    <message>
        <source>Blue 0</source>
        <translation>Modrý 0</translation>
    </message>
    <message>
        <source>Blue 1</source>
        <translation>Modrý 1</translation>
    </message>
    <message>
        <source>Yellow 0</source>
        <translation>Žlutý 0</translation>
    </message>
    <message>
        <source>Yellow 1</source>
        <translation>Žlutý 1</translation>
    </message>
    <message>
        <source>White 0</source>
        <translation>Bílý 0</translation>
    </message>
    <message>
        <source>White 1</source>
        <translation>Bílý 1</translation>
    </message>
    <message>
        <source>White 2</source>
        <translation>Bílý 2</translation>
    </message>
    <message>
        <source>White 3</source>
        <translation>Bílý 3</translation>
    </message>
    <message>
        <source>Dragon 0</source>
        <translation>Drak 0</translation>
    </message>
    <message>
        <source>Dragon 1</source>
        <translation>Drak 1</translation>
    </message>
</context>
<context>
    <name>winds</name>
    <message>
        <source>East</source>
        <translation>Východ</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Jih</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Západ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Sever</translation>
    </message>
</context>
</TS>
