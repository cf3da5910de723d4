<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>About</name>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="58"/>
        <source>About Skat Desktop</source>
        <translation>Über Skat Desktop</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="61"/>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="65"/>
        <source>Version unknown (not installed)</source>
        <translation>Version unbekannt (nicht installiert)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="67"/>
        <source>Free software under the GNU General Public License, version 3 or later ({licence}).</source>
        <translation>Freie Software unter der GNU General Public License, Version 3 oder später ({licence}).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_pieces.py" line="186"/>
        <source>Play Skat and Spitzer offline against computer players.</source>
        <translation>Skat und Spitzer offline gegen Computerspieler spielen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="76"/>
        <source>Credits</source>
        <translation>Mitwirkende</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="79"/>
        <source>The card decks are the project&apos;s own drawings.</source>
        <translation>Die Kartenblätter sind eigene Zeichnungen des Projekts.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="82"/>
        <source>Built with Qt {qt} and PySide6 {pyside} (LGPL-3.0).</source>
        <translation>Erstellt mit Qt {qt} und PySide6 {pyside} (LGPL-3.0).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="87"/>
        <source>The rules follow the International Skat Order (ISkO).</source>
        <translation>Die Regeln folgen der Internationalen Skatordnung (ISkO).</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="301"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="302"/>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="303"/>
        <source>Pick up the skat</source>
        <translation>Skat aufnehmen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="304"/>
        <source>Discard {a} {b}</source>
        <translation>{a} {b} drücken</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="305"/>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="306"/>
        <source>Re</source>
        <translation>Re</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="307"/>
        <source>Push the skat</source>
        <translation>Skat schieben</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="308"/>
        <source>Concede</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="309"/>
        <source>Claim the rest</source>
        <translation>Rest beanspruchen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="310"/>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="311"/>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
</context>
<context>
    <name>Aids</name>
    <message>
        <location filename="../skat_desktop/ui/aids_wiring.py" line="206"/>
        <source>Declarer&apos;s points</source>
        <translation>Augen des Alleinspielers</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aids_wiring.py" line="209"/>
        <source>Defenders&apos; points</source>
        <translation>Augen der Gegenspieler</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aids_wiring.py" line="217"/>
        <source>{name}&apos;s points</source>
        <translation>Augen von {name}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aids_wiring.py" line="223"/>
        <source>Trumps out</source>
        <translation>Trümpfe draußen</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../skat_desktop/app.py" line="149"/>
        <source>The earlier copy was kept as:</source>
        <translation>Die frühere Kopie wurde aufbewahrt als:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="169"/>
        <source>Saved list</source>
        <translation>Gespeicherte Liste</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="259"/>
        <source>Resume the list from that copy?</source>
        <translation>Die Liste mit dieser Kopie fortsetzen?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="149"/>
        <source>The saved list could not be read, so a new list was started.</source>
        <translation>Die gespeicherte Liste konnte nicht gelesen werden, daher wurde eine neue Liste begonnen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="48"/>
        <source>The saved Spitzer game could not be read; the file was kept.</source>
        <translation>Die gespeicherte Spitzer-Partie konnte nicht gelesen werden; die Datei wurde aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="53"/>
        <source>The saved Skat list could not be resumed. The Spitzer game you played after it goes on.</source>
        <translation>Die gespeicherte Skatliste konnte nicht fortgesetzt werden. Die Spitzer-Partie, die du danach gespielt hast, geht weiter.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="236"/>
        <source>A new list was started. The earlier copy was kept; nothing was deleted.</source>
        <translation>Eine neue Liste wurde begonnen. Die frühere Kopie wurde aufbewahrt; nichts wurde gelöscht.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="36"/>
        <source>The Spitzer game you were playing could not be read: its automatic save is damaged.</source>
        <translation>Die Spitzer-Partie, die du gespielt hast, konnte nicht gelesen werden: Ihre automatische Sicherung ist beschädigt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="42"/>
        <source>The Spitzer game you were playing could not be found: its automatic save is missing.</source>
        <translation>Die Spitzer-Partie, die du gespielt hast, wurde nicht gefunden: Ihre automatische Sicherung fehlt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="139"/>
        <source>The list you were playing could not be read: its automatic save is damaged.</source>
        <translation>Die Liste, die du gespielt hast, konnte nicht gelesen werden: Ihre automatische Sicherung ist beschädigt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="144"/>
        <source>The list you were playing could not be found: its automatic save is missing.</source>
        <translation>Die Liste, die du gespielt hast, wurde nicht gefunden: Ihre automatische Sicherung fehlt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="256"/>
        <source>An earlier copy, saved {time}, was found.</source>
        <translation>Eine frühere Kopie vom {time} wurde gefunden.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="262"/>
        <source>Earlier copy: {copy}</source>
        <translation>Frühere Kopie: {copy}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="270"/>
        <source>Resume the list?</source>
        <translation>Liste fortsetzen?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="329"/>
        <source>(no log file could be written)</source>
        <translation>(es konnte keine Protokolldatei geschrieben werden)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="333"/>
        <source>Something went wrong inside Skat Desktop: {error}</source>
        <translation>In Skat Desktop ist ein Fehler aufgetreten: {error}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="336"/>
        <source>The program tries to carry on. The details are in the log file:</source>
        <translation>Das Programm versucht weiterzulaufen. Die Einzelheiten stehen in der Protokolldatei:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="345"/>
        <source>Unexpected error</source>
        <translation>Unerwarteter Fehler</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="454"/>
        <source>No game in “%1” could be replayed, so there is nothing to review.</source>
        <translation>Kein Spiel in „%1“ ließ sich nachspielen, daher gibt es nichts zu besprechen.</translation>
    </message>
</context>
<context>
    <name>Bidding</name>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="171"/>
        <source>Yes, {value} (Y)</source>
        <translation>Ja, {value} (Y)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="175"/>
        <source>Pass (P)</source>
        <translation>Passe (P)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="176"/>
        <source>Bid</source>
        <translation>Reizwert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="179"/>
        <source>Bid {value} (B)</source>
        <translation>{value} reizen (B)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="192"/>
        <source>{name} bids {value}. Do you hold?</source>
        <translation>{name} reizt {value}. Hältst du?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="198"/>
        <source>Everybody passed. Bid 18 or pass?</source>
        <translation>Alle haben gepasst. 18 reizen oder passen?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="202"/>
        <source>Your bid: more than {value}?</source>
        <translation>Dein Gebot: mehr als {value}?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="207"/>
        <source>Your bid?</source>
        <translation>Dein Gebot?</translation>
    </message>
</context>
<context>
    <name>BiddingAid</name>
    <message>
        <location filename="../skat_desktop/ui/bidding_aid.py" line="139"/>
        <source>What your hand is worth</source>
        <translation>Was dein Blatt wert ist</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/bidding_aid.py" line="141"/>
        <source>Your bid: {value}</source>
        <translation>Dein Gebot: {value}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/bidding_aid.py" line="155"/>
        <source>*A jack in the skat can lower it: at worst {games}.</source>
        <translation>*Ein Bube im Skat kann den Wert senken: schlimmstenfalls {games}.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/bidding_aid.py" line="162"/>
        <source>Each game: the matadors (the top trumps you hold, “with”, or lack, “without”, in a row), game level × base value if you pick up the skat, its value as a hand game (Schneider and Schwarz add one level each), and the computers&apos; estimate of the chance to win it.</source>
        <translation>Für jedes Spiel: die Spitzen (die obersten Trümpfe, die du lückenlos hast, „mit“, oder die dir fehlen, „ohne“), Spielstufe × Grundwert, wenn du den Skat aufnimmst, sein Wert als Handspiel (Schneider und Schwarz zählen je eine Stufe mehr) und die Schätzung der Computer, wie oft du es gewinnst.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/bidding_aid.py" line="183"/>
        <source>{count} × {base} = {value}</source>
        <translation>{count} × {base} = {value}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/bidding_aid.py" line="189"/>
        <source>Hand {value}</source>
        <translation>Hand {value}</translation>
    </message>
</context>
<context>
    <name>Choice</name>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="324"/>
        <source>{name} says Kontra. Answer with Re?</source>
        <translation>{name} sagt Kontra. Re?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="328"/>
        <source>Re (Y)</source>
        <translation>Re (Y)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="329"/>
        <location filename="../skat_desktop/ui/panels.py" line="350"/>
        <source>No (N)</source>
        <translation>Nein (N)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="336"/>
        <source>{name} claims all remaining tricks. Accept?</source>
        <translation>{name} beansprucht alle restlichen Stiche. Annehmen?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="338"/>
        <source>{name} concedes the game. Accept?</source>
        <translation>{name} gibt auf. Annehmen?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="341"/>
        <source>Accept (Y)</source>
        <translation>Annehmen (Y)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="342"/>
        <source>Reject (N)</source>
        <translation>Ablehnen (N)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="345"/>
        <source>{name} plays {game}. Say Kontra?</source>
        <translation>{name} spielt {game}. Kontra?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="349"/>
        <source>Kontra (Y)</source>
        <translation>Kontra (Y)</translation>
    </message>
</context>
<context>
    <name>Declare</name>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="150"/>
        <source>Point at a game to see what it wins and loses.</source>
        <translation>Zeig auf ein Spiel, um zu sehen, was es gewinnt und was es verliert.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="232"/>
        <source>Pick up the skat</source>
        <translation>Skat aufnehmen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="233"/>
        <source>Push the skat</source>
        <translation>Skat schieben</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="236"/>
        <source>You are the declarer at {bid}.</source>
        <translation>Du bist Alleinspieler bei {bid}.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="240"/>
        <source>…or play a hand game:</source>
        <translation>…oder Handspiel:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="243"/>
        <source>Schieberamsch: push the skat on, pick it up, or play Grand Hand.</source>
        <translation>Schieberamsch: Skat schieben, aufnehmen oder Grand Hand spielen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="250"/>
        <source>Announce your game (bid {bid}).</source>
        <translation>Sag dein Spiel an (Reizwert {bid}).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="261"/>
        <source>Schneider announced</source>
        <translation>Schneider angesagt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="262"/>
        <source>Schwarz announced</source>
        <translation>Schwarz angesagt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="263"/>
        <source>Ouvert</source>
        <translation>Ouvert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="279"/>
        <source>at least {value}</source>
        <translation>mindestens {value}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="294"/>
        <source>Overbid! {game} is worth {value}, less than your bid of {bid}. Click it again to announce it anyway.</source>
        <translation>Überreizt! {game} ist {value} wert, weniger als dein Gebot {bid}. Zum Ansagen noch einmal klicken.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_stakes.py" line="48"/>
        <source>won {value}</source>
        <translation>gewonnen {value}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_stakes.py" line="52"/>
        <source>(list {value})</source>
        <translation>(Liste {value})</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_stakes.py" line="56"/>
        <source>overbid: lost even if you make 61</source>
        <translation>überreizt: verloren, auch wenn du 61 machst</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_stakes.py" line="57"/>
        <source>lost {value}</source>
        <translation>verloren {value}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_stakes.py" line="59"/>
        <source>(list {value}, the others {others} each)</source>
        <translation>(Liste {value}, die anderen je {others})</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_stakes.py" line="62"/>
        <source>{game}: {won} · {lost}</source>
        <translation>{game}: {won} · {lost}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_stakes.py" line="66"/>
        <source>A hand game is worth at least this; the skat may add.</source>
        <translation>Ein Handspiel ist mindestens so viel wert; der Skat kann noch etwas dazugeben.</translation>
    </message>
</context>
<context>
    <name>Discard</name>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="268"/>
        <source>Choose two cards to push on.</source>
        <translation>Wähle zwei Karten zum Schieben.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="270"/>
        <source>Push these two (D)</source>
        <translation>Diese zwei schieben (D)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="273"/>
        <source>Choose two cards to put away.</source>
        <translation>Wähle zwei Karten zum Drücken.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="275"/>
        <source>Discard these two (D)</source>
        <translation>Diese zwei drücken (D)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="277"/>
        <source>The two cards from the skat stand a little higher, framed in violet.</source>
        <translation>Die zwei Karten aus dem Skat stehen etwas höher und sind violett umrandet.</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="29"/>
        <source>The file “%1” does not exist.</source>
        <translation>Die Datei „%1“ existiert nicht.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="31"/>
        <source>You are not allowed to read the file “%1”.</source>
        <translation>Du darfst die Datei „%1“ nicht lesen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="35"/>
        <source>“%1” is a folder, not a saved list.</source>
        <translation>„%1“ ist ein Ordner, keine gespeicherte Liste.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="37"/>
        <source>The file “%1” could not be read.</source>
        <translation>Die Datei „%1“ konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="39"/>
        <source>The file “%1” is damaged or is not a list saved by Skat Desktop. The game on the table was left as it was.</source>
        <translation>Die Datei „%1“ ist beschädigt oder keine von Skat Desktop gespeicherte Liste. Das Spiel auf dem Tisch bleibt, wie es war.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="63"/>
        <source>You are not allowed to write the file “%1”.</source>
        <translation>Du darfst die Datei „%1“ nicht schreiben.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="67"/>
        <source>“%1” is a folder; choose a file name to save the list.</source>
        <translation>„%1“ ist ein Ordner; wähle einen Dateinamen für die Liste.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="71"/>
        <source>The file “%1” could not be written (is the disk full or the folder gone?).</source>
        <translation>Die Datei „%1“ konnte nicht geschrieben werden (ist der Datenträger voll oder der Ordner verschwunden?).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="76"/>
        <source>The list could not be saved as “%1”.</source>
        <translation>Die Liste konnte nicht als „%1“ gespeichert werden.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="80"/>
        <source>Any earlier file of that name is unchanged.</source>
        <translation>Eine frühere Datei dieses Namens bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="87"/>
        <source>the file is cut short or garbled at line %1, column %2</source>
        <translation>die Datei ist abgeschnitten oder verstümmelt in Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="93"/>
        <source>the file is garbled (nested too deeply)</source>
        <translation>die Datei ist verstümmelt (zu tief verschachtelt)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="97"/>
        <source>the file holds a number with %1 digits, which no saved list has</source>
        <translation>die Datei enthält eine Zahl mit %1 Stellen, die keine gespeicherte Liste hat</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="103"/>
        <source>a newer Skat Desktop saved it; update the program to open it</source>
        <translation>ein neueres Skat Desktop hat sie gespeichert; aktualisiere das Programm, um sie zu öffnen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="109"/>
        <source>the file is not text</source>
        <translation>die Datei ist kein Text</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="113"/>
        <source>the file is larger than %1 MB</source>
        <translation>die Datei ist größer als %1 MB</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="117"/>
        <source>it holds text that could not be saved again (a broken character)</source>
        <translation>sie enthält Text, der sich nicht wieder speichern lässt (ein kaputtes Zeichen)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="123"/>
        <source>it is not an ordinary file</source>
        <translation>es ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="127"/>
        <source>the file could not be read (%1)</source>
        <translation>die Datei konnte nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="131"/>
        <source>it is not a list saved by Skat Desktop</source>
        <translation>es ist keine von Skat Desktop gespeicherte Liste</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="152"/>
        <source>the file is damaged (%1)</source>
        <translation>die Datei ist beschädigt (%1)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="161"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="170"/>
        <source>The damaged files were kept in %1:</source>
        <translation>Die beschädigten Dateien wurden in %1 aufbewahrt:</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="44"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="45"/>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="46"/>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="47"/>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="48"/>
        <source>Grand</source>
        <translation>Grand</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="49"/>
        <source>Null</source>
        <translation>Null</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="50"/>
        <source>Ramsch</source>
        <translation>Ramsch</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="105"/>
        <source>{name} {addition}</source>
        <translation>{name} {addition}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="117"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="118"/>
        <source>Ouvert</source>
        <translation>Ouvert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="119"/>
        <source>Schneider announced</source>
        <translation>Schneider angesagt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="120"/>
        <source>Schwarz announced</source>
        <translation>Schwarz angesagt</translation>
    </message>
</context>
<context>
    <name>GermanDeck</name>
    <message>
        <location filename="../skat_desktop/ui/card_names.py" line="48"/>
        <source>Bells</source>
        <translation>Schellen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/card_names.py" line="49"/>
        <source>Hearts</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/card_names.py" line="50"/>
        <source>Leaves</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/card_names.py" line="51"/>
        <source>Acorns</source>
        <translation>Eichel</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/card_names.py" line="60"/>
        <source>U</source>
        <translation>U</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/card_names.py" line="61"/>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/card_names.py" line="62"/>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/card_names.py" line="63"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/card_names.py" line="98"/>
        <source>{suit} {rank}</source>
        <translation>{suit}-{rank}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="44"/>
        <source>the ace of acorns</source>
        <translation>das Eichel-Ass</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="46"/>
        <source>the ace of leaves</source>
        <translation>das Grün-Ass</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="47"/>
        <source>the ace of hearts</source>
        <translation>das Rot-Ass</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="86"/>
        <source>No declaration. Whoever holds both Obers and passes plays alone without saying so (Sneaker).</source>
        <translation>Keine Ansage. Wer beide Ober hat und passt, spielt still allein (stiller Solo).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="175"/>
        <source>the other Obers, all Unters</source>
        <translation>die übrigen Ober, alle Unter</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="176"/>
        <source>{suit}: {ranks}</source>
        <translation>{suit}: {ranks}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="186"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="195"/>
        <source>Trumps: {big} (Big Queen), {spitzer} (Spitzer), {little} (Little Queen), the other Obers, all Unters, then {rest}. Trumps lie at the left of your hand.</source>
        <translation>Trümpfe: {big} (große Dame), {spitzer} (Spitzer), {little} (kleine Dame), die übrigen Ober, alle Unter, dann {rest}. Die Trümpfe liegen links in deiner Hand.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="215"/>
        <source>Obers</source>
        <translation>Ober</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="222"/>
        <source>You hold both Obers: call a partner, play alone, or pass (and play a silent Sneaker).</source>
        <translation>Du hast beide Ober: Ruf einen Partner, spiel allein oder pass (und spiel einen stillen Solo).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="164"/>
        <source>In Schieberamsch, Unters may be among the two pushed cards.</source>
        <translation>Beim Schieberamsch dürfen Unter unter den zwei geschobenen Karten sein.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="239"/>
        <source>Unters may not be pushed on.</source>
        <translation>Unter dürfen nicht geschoben werden.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="385"/>
        <source>Unters may be pushed</source>
        <translation>Unter schieben erlaubt</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../skat_desktop/ui/game_pieces.py" line="166"/>
        <source>Rules of Skat</source>
        <translation>Skatregeln</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_pieces.py" line="175"/>
        <source>Spitzer</source>
        <translation>Spitzer</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/help_dialog.py" line="38"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/help_dialog.py" line="82"/>
        <source>This help page is missing: {path}</source>
        <translation>Diese Hilfeseite fehlt: {path}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/help_dialog.py" line="152"/>
        <source>Skat Desktop Help</source>
        <translation>Skat Desktop – Hilfe</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="174"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="196"/>
        <source>Option</source>
        <translation>Möglichkeit</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="180"/>
        <source>≤ 40</source>
        <translation>≤ 40 Augen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="161"/>
        <source>Wins</source>
        <translation>Gewinnchance</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="184"/>
        <source>Card points</source>
        <translation>Augen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="190"/>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="181"/>
        <source>Chance to end with at most 40 card points</source>
        <translation>Chance, mit höchstens 40 Augen zu enden</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="162"/>
        <source>How often this choice wins the game, in the deals the search tried</source>
        <translation>Wie oft diese Wahl das Spiel gewinnt, in den durchgerechneten Verteilungen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="185"/>
        <source>Card points you are expected to end with (fewer is better)</source>
        <translation>Augen, mit denen du voraussichtlich endest (weniger ist besser)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="191"/>
        <source>What this choice is expected to score, compared with the other players</source>
        <translation>Was diese Wahl voraussichtlich bringt, verglichen mit den anderen Spielern</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="210"/>
        <source>Press H or the Hint button for a suggestion.</source>
        <translation>H oder Tipp drücken für einen Vorschlag.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="213"/>
        <source>Thinking about your options…</source>
        <translation>Überlege…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="214"/>
        <source>The hint could not be computed.</source>
        <translation>Der Tipp konnte nicht berechnet werden.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="215"/>
        <source>Suggested: {option}</source>
        <translation>Vorschlag: {option}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="220"/>
        <source>No suggestion for this decision.</source>
        <translation>Kein Vorschlag für diese Entscheidung.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="243"/>
        <source>A pass plays no game of your own, so there is no game to win. Its score is what passing is expected to bring you.</source>
        <translation>Mit Passe spielst du kein eigenes Spiel, es gibt also kein Spiel zu gewinnen. Die Wertung ist, was dir das Passen voraussichtlich bringt.</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="404"/>
        <source>Highest expected score.</source>
        <translation>Höchster erwarteter Wert.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="405"/>
        <source>Lower expected score.</source>
        <translation>Niedrigerer erwarteter Wert.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="406"/>
        <source>Draws trumps safely.</source>
        <translation>Zieht sicher Trumpf.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="407"/>
        <source>Cashes an ace while it still wins.</source>
        <translation>Holt ein Ass, solange es sticht.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="408"/>
        <source>Gives card points to your partner&apos;s trick.</source>
        <translation>Schmiert dem Partner Augen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="409"/>
        <source>Avoids an overbid.</source>
        <translation>Vermeidet ein Überreizen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="410"/>
        <source>The hand is too weak to go higher.</source>
        <translation>Das Blatt ist zu schwach für mehr.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="411"/>
        <source>The skat is likely to help.</source>
        <translation>Der Skat hilft wahrscheinlich.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="412"/>
        <source>A hand game pays more.</source>
        <translation>Ein Handspiel bringt mehr.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="413"/>
        <source>Prepares {game}.</source>
        <translation>Bereitet {game} vor.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="414"/>
        <source>The declarer looks beatable.</source>
        <translation>Der Alleinspieler wirkt schlagbar.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="415"/>
        <source>Kontra is too risky.</source>
        <translation>Kontra ist zu riskant.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="416"/>
        <source>You are likely to win anyway.</source>
        <translation>Du gewinnst wahrscheinlich ohnehin.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="417"/>
        <source>Re is too risky.</source>
        <translation>Re ist zu riskant.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="418"/>
        <source>The remaining tricks are yours.</source>
        <translation>Die restlichen Stiche gehören dir.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="419"/>
        <source>The game cannot be won any more.</source>
        <translation>Das Spiel ist nicht mehr zu gewinnen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="420"/>
        <source>The claim cannot be beaten.</source>
        <translation>Der Anspruch ist nicht zu schlagen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="421"/>
        <source>The defence can still take a trick.</source>
        <translation>Die Gegenspieler können noch stechen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="422"/>
        <source>The declarer cannot win; accept.</source>
        <translation>Der Alleinspieler kann nicht gewinnen; annehmen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="423"/>
        <source>Play on.</source>
        <translation>Weiterspielen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="424"/>
        <source>Avoids taking card points.</source>
        <translation>Vermeidet Augen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="425"/>
        <source>Ducks under the winning card.</source>
        <translation>Unterspielt die hohe Karte.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="426"/>
        <source>Forces the declarer to use a trump.</source>
        <translation>Zwingt den Alleinspieler zum Trumpfen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="427"/>
        <source>The only card you may play.</source>
        <translation>Die einzige erlaubte Karte.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="428"/>
        <source>Grand Hand is better than the Ramsch.</source>
        <translation>Grand Hand ist besser als Ramsch.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="429"/>
        <source>Ramsch rule of thumb: stay out of tricks.</source>
        <translation>Ramsch-Faustregel: keine Stiche nehmen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="430"/>
        <source>Pushes on the most dangerous cards.</source>
        <translation>Schiebt die gefährlichsten Karten weiter.</translation>
    </message>
</context>
<context>
    <name>Illegal</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="226"/>
        <source>Cards are not played now.</source>
        <translation>Jetzt werden keine Karten gespielt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="227"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht dran.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="228"/>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte hast du nicht.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="229"/>
        <source>You must follow suit: {lead} was led.</source>
        <translation>Farbe bedienen: {lead} wurde ausgespielt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="230"/>
        <source>You must follow suit: a trump was led and you hold a trump.</source>
        <translation>Bedienen: Trumpf wurde ausgespielt und du hast Trumpf.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="233"/>
        <source>That is not allowed now.</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="234"/>
        <source>Jacks may not be pushed on.</source>
        <translation>Buben dürfen nicht geschoben werden.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="251"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="252"/>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="253"/>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="254"/>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
</context>
<context>
    <name>LastTrick</name>
    <message>
        <location filename="../skat_desktop/ui/last_trick_base.py" line="102"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/last_trick_base.py" line="106"/>
        <source>{name} took it: {points} points</source>
        <translation>{name}: Stich mit {points} Augen</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../skat_desktop/ui/lesson_bar.py" line="132"/>
        <source>Retry</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_bar.py" line="133"/>
        <source>Continue</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_bar.py" line="134"/>
        <source>Play again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_bar.py" line="135"/>
        <source>Next deal</source>
        <translation>Nächste Partie</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_bar.py" line="136"/>
        <source>Lessons…</source>
        <translation>Lektionen…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_bar.py" line="137"/>
        <source>End lesson</source>
        <translation>Lektion beenden</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="109"/>
        <source>{title}: think again</source>
        <translation>{title}: Überleg noch einmal</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="142"/>
        <source>{title}: lesson complete</source>
        <translation>{title}: Lektion abgeschlossen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="152"/>
        <source>The deal is over, and the lesson&apos;s goal was not reached. Play it again?</source>
        <translation>Die Partie ist vorbei, und das Ziel der Lektion wurde nicht erreicht. Noch einmal spielen?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="311"/>
        <location filename="../skat_desktop/ui/lessons_dialog.py" line="140"/>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="312"/>
        <source>New to Skat? Start with the lessons.</source>
        <translation>Neu beim Skat? Fang mit den Lektionen an.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="318"/>
        <source>Short lessons at the table teach the game step by step: following suit, card points, bidding and how to play. Help → Lessons finds them later too.</source>
        <translation>Kurze Lektionen am Tisch bringen dir das Spiel Schritt für Schritt bei: Bedienen, Augen zählen, Reizen und wie man spielt. Du findest sie auch später unter Hilfe → Lektionen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="326"/>
        <source>Start the lessons</source>
        <translation>Lektionen beginnen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="330"/>
        <source>Not now</source>
        <translation>Jetzt nicht</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="49"/>
        <source>You have completed this lesson.</source>
        <translation>Diese Lektion hast du abgeschlossen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="53"/>
        <source>At the table:</source>
        <translation>Am Tisch:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="65"/>
        <source>hold</source>
        <translation>halten</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="67"/>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="76"/>
        <source>no Re</source>
        <translation>kein Re</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="78"/>
        <source>no Kontra</source>
        <translation>kein Kontra</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="90"/>
        <source>“{choice}” costs your side {lost} points at this table: with everyone playing their best, “{better}” scores {before} on the score sheet and “{choice}” {after}.</source>
        <translation>„{choice}“ kostet deine Seite an diesem Tisch {lost} Punkte: Wenn alle ihr Bestes spielen, bringt „{better}“ {before} auf der Liste und „{choice}“ {after}.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="95"/>
        <source>With everyone playing their best, “{better}” scores {before} for your side at this table. After “{choice}”, nothing you can choose next reaches that.</source>
        <translation>Wenn alle ihr Bestes spielen, bringt „{better}“ deiner Seite an diesem Tisch {before}. Nach „{choice}“ erreicht nichts, was du danach wählen kannst, diesen Wert.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="104"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="119"/>
        <source>Your hand is worth {high} at most. A game that does not reach the bid is lost as overbid, however many card points you take: stop at {high}.</source>
        <translation>Deine Hand ist höchstens {high} wert. Ein Spiel, das das Gebot nicht erreicht, ist überreizt und verloren, egal wie viele Augen du bekommst: Hör bei {high} auf.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="125"/>
        <source>Your hand is worth up to {high}, and the bidding is still below that. Passing gives the game away: {better} was better.</source>
        <translation>Deine Hand ist bis zu {high} wert, und das Reizen steht noch darunter. Wer jetzt passt, verschenkt das Spiel: {better} war besser.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="132"/>
        <source>After {card} you can be forced to take a trick, and a Null game is lost with the first trick. {better} was safe.</source>
        <translation>Nach {card} kann man dich zu einem Stich zwingen, und ein Nullspiel ist mit dem ersten Stich verloren. {better} war sicher.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="137"/>
        <source>After {card} the declarer can no longer be forced to take a trick. With {better} the defenders would still win.</source>
        <translation>Nach {card} kann der Alleinspieler nicht mehr zu einem Stich gezwungen werden. Mit {better} würden die Gegenspieler noch gewinnen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="151"/>
        <source>{card} costs your side {lost} points on the score sheet: with {better} it ends with {before} card points under best play, after {card} with {after}.</source>
        <translation>{card} kostet deine Partei {lost} Punkte auf der Liste: Mit {better} hat sie bei bestem Spiel am Ende {before} Augen, nach {card} nur {after}.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="156"/>
        <source>{card} costs your side {lost} points on the score sheet: with {better} the other side ends with {before} card points under best play, after {card} with {after}.</source>
        <translation>{card} kostet deine Partei {lost} Punkte auf der Liste: Mit {better} hat die andere Partei bei bestem Spiel am Ende {before} Augen, nach {card} {after}.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="162"/>
        <source>{card} costs the Schneider: with {better} the declarer ends with {before} card points under best play, after {card} with {after}.</source>
        <translation>{card} kostet den Schneider: Mit {better} hat der Alleinspieler bei bestem Spiel am Ende {before} Augen, nach {card} nur {after}.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="168"/>
        <source>{card} costs the game: with {better} you would still take {before} card points however the defenders play; after {card} they can keep you to {after}.</source>
        <translation>{card} kostet das Spiel: Mit {better} bekämst du noch {before} Augen, wie auch immer die Gegenspieler spielen; nach {card} können sie dich bei {after} halten.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="174"/>
        <source>{card} costs the game: with {better} the declarer would end with {before} card points at most; after {card} he can reach {after}.</source>
        <translation>{card} kostet das Spiel: Mit {better} hätte der Alleinspieler am Ende höchstens {before} Augen; nach {card} kann er {after} erreichen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="180"/>
        <source>{card} leaves you {cost} card points more under best play: {better} was better.</source>
        <translation>{card} bringt dir bei bestem Spiel {cost} Augen mehr: {better} war besser.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="184"/>
        <source>{card} gives away {cost} card points under best play: {better} was better.</source>
        <translation>{card} verschenkt bei bestem Spiel {cost} Augen: {better} war besser.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lessons_dialog.py" line="141"/>
        <source>&amp;Play the deal</source>
        <translation>&amp;Diese Partie spielen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lessons_dialog.py" line="142"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="124"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="125"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="126"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="127"/>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="128"/>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="129"/>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../skat_desktop/model/settings_keys.py" line="73"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/window_lists.py" line="247"/>
        <location filename="../skat_desktop/ui/window_lists.py" line="259"/>
        <source>Could not save</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/window_lists.py" line="248"/>
        <source>{file} is one of Skat Desktop&apos;s own files (the automatic save, the statistics or the settings). Save the list under another name.</source>
        <translation>{file} ist eine der eigenen Dateien von Skat Desktop (die automatische Sicherung, die Statistik oder die Einstellungen). Speichere die Liste unter einem anderen Namen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/window_lists.py" line="276"/>
        <location filename="../skat_desktop/app.py" line="417"/>
        <location filename="../skat_desktop/app.py" line="453"/>
        <source>Could not open</source>
        <translation>Öffnen fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/window_lists.py" line="296"/>
        <location filename="../skat_desktop/ui/window_lists.py" line="308"/>
        <source>Save list</source>
        <translation>Liste speichern</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/window_lists.py" line="298"/>
        <location filename="../skat_desktop/ui/window_lists.py" line="320"/>
        <source>Skat lists (*.json)</source>
        <translation>Skatlisten (*.json)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/window_lists.py" line="305"/>
        <source>“{file}” already exists. Replace it?</source>
        <translation>„{file}“ gibt es schon. Ersetzen?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/window_lists.py" line="318"/>
        <source>Open list</source>
        <translation>Liste öffnen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="163"/>
        <source>Skat Desktop is already running</source>
        <translation>Skat Desktop läuft bereits</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="265"/>
        <source>{file} — {app}</source>
        <translation>{file} — {app}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="355"/>
        <source>The list is complete.</source>
        <translation>Die Liste ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/page_steps.py" line="73"/>
        <source>No trick has been taken yet.</source>
        <translation>Es wurde noch kein Stich gemacht.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="421"/>
        <location filename="../skat_desktop/ui/spitzer/mode.py" line="282"/>
        <source>There is nothing to decide right now.</source>
        <translation>Gerade gibt es nichts zu entscheiden.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="259"/>
        <source>Skat Desktop</source>
        <translation>Skat Desktop</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="198"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="199"/>
        <source>&amp;New list…</source>
        <translation>&amp;Neue Liste…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="200"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="201"/>
        <source>&amp;Save as…</source>
        <translation>S&amp;peichern unter…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="202"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="203"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="204"/>
        <source>S&amp;ettings…</source>
        <translation>Ein&amp;stellungen…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="208"/>
        <source>Take back your last card or decision; the list then counts as practice.</source>
        <translation>Die eigene letzte Karte oder Entscheidung zurücknehmen; die Liste zählt dann als Übung.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="213"/>
        <source>&amp;Play</source>
        <translation>&amp;Tisch</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="205"/>
        <source>&amp;Undo</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="214"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="215"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="216"/>
        <source>Ask for a hint</source>
        <translation>Um einen Tipp bitten</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="218"/>
        <source>Show the last trick</source>
        <translation>Den letzten Stich zeigen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="220"/>
        <source>Review the last deal</source>
        <translation>Letztes Spiel im Rückblick</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="222"/>
        <source>Practice mode: show hints by themselves</source>
        <translation>Übungsmodus: Tipps von selbst zeigen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="224"/>
        <source>Hint strength</source>
        <translation>Tipp-Stärke</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="227"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="228"/>
        <source>Card deck</source>
        <translation>Kartenbild</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="231"/>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="233"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="234"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="235"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="236"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="243"/>
        <source>Rules and &amp;help</source>
        <translation>Regeln und &amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="474"/>
        <location filename="../skat_desktop/ui/menus.py" line="240"/>
        <source>Score sheet</source>
        <translation>Skatliste</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="241"/>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="242"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="244"/>
        <source>&amp;Lessons…</source>
        <translation>&amp;Lektionen…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="245"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="246"/>
        <source>&amp;About Skat Desktop</source>
        <translation>Ü&amp;ber Skat Desktop</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="27"/>
        <source>the disk is full</source>
        <translation>die Festplatte ist voll</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="29"/>
        <source>the data folder is read-only</source>
        <translation>der Datenordner ist schreibgeschützt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="30"/>
        <source>the disk refused to write</source>
        <translation>die Festplatte hat das Schreiben verweigert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="85"/>
        <source>{name} is thinking…</source>
        <translation>{name} überlegt…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="92"/>
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="164"/>
        <source>Another copy of Skat Desktop is open. This one saves nothing automatically (no game in progress and no statistics), so the two cannot overwrite each other&apos;s files.</source>
        <translation>Ein anderes Skat Desktop ist geöffnet. Dieses speichert nichts automatisch (weder laufende Spiele noch die Statistik), damit sich die beiden nicht gegenseitig die Dateien überschreiben.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="154"/>
        <location filename="../skat_desktop/ui/status_line.py" line="93"/>
        <source>Resumed the last list.</source>
        <translation>Letzte Liste fortgesetzt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="134"/>
        <source>Taken back. This list now counts as practice.</source>
        <translation>Zurückgenommen. Diese Liste zählt jetzt als Übung.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="33"/>
        <source>Taken back.</source>
        <translation>Zurückgenommen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="95"/>
        <source>Skat Desktop is already running: this copy saves nothing automatically.</source>
        <translation>Skat Desktop läuft bereits: dieses Fenster speichert nichts automatisch.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="99"/>
        <source>Saving works again.</source>
        <translation>Speichern klappt wieder.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="132"/>
        <source>Your game could not be saved: {reason}. Skat Desktop keeps trying; your last saved copy is intact.</source>
        <translation>Dein Spiel konnte nicht gespeichert werden: {reason}. Skat Desktop versucht es weiter; deine zuletzt gespeicherte Fassung ist unversehrt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="149"/>
        <source>Skat Desktop cannot save</source>
        <translation>Skat Desktop kann nicht speichern</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="150"/>
        <source>Skat Desktop cannot write to its data folder: {reason}. Your games and statistics are not saved until this is fixed; Skat Desktop keeps trying.</source>
        <translation>Skat Desktop kann nicht in seinen Datenordner schreiben: {reason}. Deine Spiele und deine Statistik werden erst wieder gespeichert, wenn das behoben ist; Skat Desktop versucht es weiter.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="100"/>
        <source>A computer player failed; it made a random move instead.</source>
        <translation>Ein Computerspieler hatte einen Fehler und hat zufällig gespielt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="27"/>
        <source>Undo turns this Spitzer game into practice: it will not count in your statistics.</source>
        <translation>Durch das Zurücknehmen wird diese Spitzer-Partie zur Übung: Sie zählt nicht in deiner Statistik.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="128"/>
        <source>Undo turns this list into practice: it will not count in your statistics.</source>
        <translation>Durch das Zurücknehmen wird diese Liste zur Übung: Sie zählt nicht in deiner Statistik.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/app_actions.py" line="86"/>
        <source>Take back the move?</source>
        <translation>Zug zurücknehmen?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/app_actions.py" line="94"/>
        <source>Take back</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/app_actions.py" line="96"/>
        <source>Don&apos;t ask again</source>
        <translation>Nicht mehr fragen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/app_actions.py" line="228"/>
        <source>Play this card?</source>
        <translation>Diese Karte spielen?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/app_actions.py" line="229"/>
        <source>Play {card}?</source>
        <translation>{card} spielen?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/app_actions.py" line="361"/>
        <source>No deal has been finished yet.</source>
        <translation>Noch ist kein Spiel zu Ende gespielt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/app_actions.py" line="399"/>
        <source>Could not play the deal again</source>
        <translation>Das Spiel konnte nicht noch einmal gespielt werden</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="18"/>
        <source>Replace the running Spitzer game?</source>
        <translation>Laufende Spitzer-Partie ersetzen?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="19"/>
        <source>The running Spitzer game is not finished. It stays in the automatic save only until the new game replaces it. Go on?</source>
        <translation>Die laufende Spitzer-Partie ist nicht beendet. Sie bleibt nur so lange in der automatischen Sicherung, bis die neue Partie sie ersetzt. Fortfahren?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="119"/>
        <source>Replace the running list?</source>
        <translation>Laufende Liste ersetzen?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="120"/>
        <source>The running list is not finished. It stays in the automatic save only until the new list replaces it. Go on?</source>
        <translation>Die laufende Liste ist nicht beendet. Sie bleibt nur so lange in der automatischen Sicherung, bis die neue Liste sie ersetzt. Fortfahren?</translation>
    </message>
</context>
<context>
    <name>NewSession</name>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="422"/>
        <source>New list</source>
        <translation>Neue Liste</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="424"/>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/list_options.py" line="32"/>
        <source>Settlement stake:</source>
        <translation>Einsatz der Abrechnung:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="425"/>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="426"/>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="427"/>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="428"/>
        <source>Deals in the list:</source>
        <translation>Spiele in der Liste:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="433"/>
        <source>Choose a set of rules; any option can be changed.</source>
        <translation>Wähle einen Regelsatz; jede Option lässt sich danach ändern.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_pieces.py" line="164"/>
        <source>Skat</source>
        <translation>Skat</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_pieces.py" line="172"/>
        <source>Spitzer (four players, game to 42)</source>
        <translation>Spitzer (vier Spieler, bis 42)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/list_options.py" line="34"/>
        <source>no settlement</source>
        <translation>keine Abrechnung</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/list_options.py" line="37"/>
        <source>At the end each other player pays the winner this stake plus the difference between the winner&apos;s total and his own.</source>
        <translation>Am Ende zahlt jeder andere Spieler dem Sieger diesen Einsatz plus den Unterschied zwischen dessen Summe und der eigenen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="446"/>
        <source>Your name on the score sheet; leave it empty to be called &quot;You&quot;.</source>
        <translation>Dein Name auf der Liste; leer lassen, um „Du“ zu heißen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="451"/>
        <source>3 players</source>
        <translation>3 Spieler</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="453"/>
        <source>4 players (the dealer sits out)</source>
        <translation>4 Spieler (der Geber setzt aus)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="461"/>
        <source>Computer players: name and level</source>
        <translation>Computerspieler: Name und Stärke</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="463"/>
        <source>Easy plays simple rules of thumb; Normal and Strong search the possible card distributions, Strong for longer.</source>
        <translation>Leicht spielt nach einfachen Faustregeln; Normal und Stark durchsuchen die möglichen Kartenverteilungen, Stark länger.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="472"/>
        <source>Computer {n}:</source>
        <translation>Computer {n}:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="475"/>
        <source>The computer&apos;s name on the score sheet.</source>
        <translation>Der Name des Computers auf der Liste.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="480"/>
        <source>Options (change any)</source>
        <translation>Optionen (alle änderbar)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="497"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="504"/>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
</context>
<context>
    <name>Par</name>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="21"/>
        <source>Par ({level})</source>
        <translation>Par ({level})</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="27"/>
        <source>What the strongest computer player would have scored in your seat with the same cards, against the same opponents, under the list&apos;s scoring. One deal&apos;s par is rough; over a list it shows how well you play.</source>
        <translation>Was der stärkste Computerspieler auf deinem Platz mit denselben Karten gegen dieselben Gegner nach der Wertung der Liste erzielt hätte. Das Par einer einzelnen Runde ist nur ungefähr; über eine ganze Liste zeigt es, wie gut du spielst.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="48"/>
        <source>working out par…</source>
        <translation>Par wird berechnet …</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="51"/>
        <source>{par:+d} · you {own:+d}</source>
        <translation>{par:+d} · du {own:+d}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="62"/>
        <source>Against par: {none}</source>
        <translation>Gegen Par: {none}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="65"/>
        <source>Against par: you {own:+d} · par {par:+d}</source>
        <translation>Gegen Par: du {own:+d} · Par {par:+d}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="69"/>
        <source>({known} of {deals} deals)</source>
        <translation>({known} von {deals} Runden)</translation>
    </message>
</context>
<context>
    <name>Play</name>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="380"/>
        <source>Claim the rest</source>
        <translation>Rest beanspruchen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="381"/>
        <source>Concede</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="382"/>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
</context>
<context>
    <name>Result</name>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="88"/>
        <source>{declarer} won the Null game without taking a trick.</source>
        <translation>{declarer}: Nullspiel ohne Stich gewonnen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="138"/>
        <source>Back to the list</source>
        <translation>Zurück zur Liste</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="140"/>
        <source>Show the final list</source>
        <translation>Endabrechnung zeigen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="142"/>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="220"/>
        <source>Next deal (Enter)</source>
        <translation>Nächstes Spiel (Enter)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="143"/>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="221"/>
        <source>Review the deal</source>
        <translation>Spiel ansehen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="162"/>
        <source>You win!</source>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="164"/>
        <source>You lose.</source>
        <translation>Verloren.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="168"/>
        <source>{name} wins</source>
        <translation>{name} gewinnt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="170"/>
        <source>{name} loses</source>
        <translation>{name} verliert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="175"/>
        <source>Deal again</source>
        <translation>Neu geben</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="176"/>
        <source>Passed in</source>
        <translation>Eingepasst</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="195"/>
        <source>Skat</source>
        <translation>Skat</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="203"/>
        <source>Put away</source>
        <translation>Gedrückt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="256"/>
        <location filename="../skat_desktop/ui/texts.py" line="160"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="258"/>
        <source>The game the declarer announced.</source>
        <translation>Das Spiel, das der Alleinspieler angesagt hat.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="262"/>
        <source>Bid</source>
        <translation>Reizwert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="264"/>
        <source>The highest bid of the auction: the game value must reach it.</source>
        <translation>Das höchste Gebot der Reizung: Der Spielwert muss es erreichen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="272"/>
        <source>Matadors</source>
        <translation>Spitzen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="276"/>
        <source>The highest trumps in an unbroken run: how many the declarer held (with) or lacked (without), counting the skat.</source>
        <translation>Die höchsten Trümpfe in ununterbrochener Folge: wie viele der Alleinspieler hatte (mit) oder nicht hatte (ohne), den Skat mitgezählt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="285"/>
        <source>Multiplier</source>
        <translation>Spielstufe</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="287"/>
        <source>How many times the base value counts: the matadors, one for the game, and one for each of Hand, Schneider, Schwarz, their announcements and Ouvert.</source>
        <translation>Wie oft der Grundwert zählt: die Spitzen, eins für das Spiel und je eins für Hand, Schneider, Schwarz, deren Ansagen und Ouvert.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="297"/>
        <location filename="../skat_desktop/ui/result_panel.py" line="325"/>
        <source>Game value</source>
        <translation>Spielwert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="356"/>
        <source>Kontra, Re and a Bock round each double the score.</source>
        <translation>Kontra, Re und eine Bockrunde verdoppeln die Wertung jeweils.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="363"/>
        <source>Declarer&apos;s score</source>
        <translation>Wertung des Alleinspielers</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="365"/>
        <source>What the game counts for the declarer: the game value when won; when lost, minus twice the game value (once in some rule sets).</source>
        <translation>Was das Spiel für den Alleinspieler zählt: bei Gewinn der Spielwert, bei Verlust minus der doppelte Spielwert (nach manchen Regeln der einfache).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="397"/>
        <source>Each push of the skat doubles the Ramsch&apos;s result.</source>
        <translation>Jedes Schieben des Skats verdoppelt das Ergebnis des Ramschs.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="411"/>
        <source>In the list</source>
        <translation>Eintrag in der Liste</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="413"/>
        <source>What this deal adds to each player&apos;s total in the score sheet, under the list&apos;s scoring.</source>
        <translation>Was dieses Spiel in der Liste zum Stand jedes Spielers beiträgt, nach der Zählweise der Liste.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="298"/>
        <source>{base} × {mult} = {value}</source>
        <translation>{base} × {mult} = {value}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="303"/>
        <source>The game&apos;s worth: base value × multiplier. Below the bid, the game is overbid and lost.</source>
        <translation>Der Wert des Spiels: Grundwert × Spielstufe. Liegt er unter dem Reizwert, ist das Spiel überreizt und verloren.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="312"/>
        <source>Card points</source>
        <translation>Augen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="313"/>
        <source>{points} of 120</source>
        <translation>{points} von 120</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="316"/>
        <source>The card points in the declarer&apos;s tricks and the skat; 61 win unless Schneider or Schwarz was announced.</source>
        <translation>Die Augen in den Stichen des Alleinspielers und im Skat; 61 gewinnen, wenn nicht Schneider oder Schwarz angesagt war.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="327"/>
        <source>A Null game has a fixed value, without a multiplier.</source>
        <translation>Ein Nullspiel hat einen festen Wert, ohne Spielstufe.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="334"/>
        <source>Overbid</source>
        <translation>Überreizt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="335"/>
        <source>scored as {value}</source>
        <translation>gewertet als {value}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="338"/>
        <source>The game value did not reach the bid: the game is lost and scored at a value that reaches the bid.</source>
        <translation>Der Spielwert hat den Reizwert nicht erreicht: Das Spiel ist verloren und wird mit einem Wert gezählt, der den Reizwert erreicht.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="354"/>
        <source>Doubled</source>
        <translation>Verdoppelt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="376"/>
        <source>{points} card points, {tricks} tricks</source>
        <translation>{points} Augen, {tricks} Stiche</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="379"/>
        <source>The card points and tricks this player took in the Ramsch.</source>
        <translation>Die Augen und Stiche dieses Spielers im Ramsch.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="386"/>
        <source>Jungfrau</source>
        <translation>Jungfrau</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="388"/>
        <source>Players who took no trick (Jungfrau) double the loser&apos;s result.</source>
        <translation>Spieler ohne Stich (Jungfrau) verdoppeln das Ergebnis des Verlierers.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="395"/>
        <source>Pushed</source>
        <translation>Geschoben</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="158"/>
        <source>With {n}</source>
        <translation>Mit {n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="159"/>
        <source>Without {n}</source>
        <translation>Ohne {n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="161"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="162"/>
        <source>Schneider</source>
        <translation>Schneider</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="163"/>
        <source>Schneider announced</source>
        <translation>Schneider angesagt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="164"/>
        <source>Schwarz</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="165"/>
        <source>Schwarz announced</source>
        <translation>Schwarz angesagt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="166"/>
        <source>Ouvert</source>
        <translation>Ouvert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="175"/>
        <source>{declarer} won with {points} card points.</source>
        <translation>{declarer}: gewonnen mit {points} Augen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="176"/>
        <source>{declarer} claimed the remaining tricks and won.</source>
        <translation>{declarer}: Rest beansprucht und gewonnen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="179"/>
        <source>{declarer} lost: {points} card points are not enough (61 needed).</source>
        <translation>{declarer}: verloren, {points} Augen reichen nicht (61 nötig).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="182"/>
        <source>{declarer} overbid: the game is worth {worth}, less than the bid of {bid}.</source>
        <translation>{declarer}: überreizt, das Spiel ist {worth} wert, weniger als das Gebot {bid}.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="185"/>
        <source>{declarer} announced Schneider but took only {points} card points (90 needed).</source>
        <translation>{declarer}: Schneider angesagt, aber nur {points} Augen (90 nötig).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="188"/>
        <source>{declarer} announced Schwarz but the defenders won a trick.</source>
        <translation>{declarer}: Schwarz angesagt, aber die Gegenspieler haben einen Stich.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="191"/>
        <source>{declarer} lost the Null game by taking a trick.</source>
        <translation>{declarer}: Nullspiel durch einen Stich verloren.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="194"/>
        <source>{declarer} conceded the game.</source>
        <translation>{declarer}: aufgegeben.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="195"/>
        <source>Everybody passed; the deal is passed in and scores nothing.</source>
        <translation>Alle haben gepasst: eingepasst, keine Wertung.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="198"/>
        <source>Everybody passed; the same dealer deals again.</source>
        <translation>Alle haben gepasst: derselbe Geber gibt neu.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="199"/>
        <source>Ramsch: {losers} took the most card points ({points}) and lose them.</source>
        <translation>Ramsch – {losers}: die meisten Augen ({points}), sie zählen minus.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="202"/>
        <source>Durchmarsch! {winner} took every trick.</source>
        <translation>Durchmarsch! {winner}: alle Stiche.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../skat_desktop/ui/review_dialog.py" line="65"/>
        <source>as {role} (your cards)</source>
        <translation>als {role} (deine Karten)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_dialog.py" line="76"/>
        <source>Review of deal {number}</source>
        <translation>Rückblick auf Spiel {number}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_dialog.py" line="80"/>
        <source>Review of the deal</source>
        <translation>Rückblick auf das Spiel</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="270"/>
        <source>Could you have won?</source>
        <translation>Hättest du gewinnen können?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="272"/>
        <source>Which cards decided it?</source>
        <translation>Welche Karten haben entschieden?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="274"/>
        <source>First step (Home)</source>
        <translation>Zum Anfang (Pos1)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="275"/>
        <source>One step back (Left)</source>
        <translation>Einen Schritt zurück (Links)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="277"/>
        <source>One step forward (Right)</source>
        <translation>Einen Schritt vor (Rechts)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="279"/>
        <source>Last step (End)</source>
        <translation>Zum Ende (Ende)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="286"/>
        <source>Play this deal again</source>
        <translation>Dieses Spiel noch einmal spielen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="280"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_dialog.py" line="66"/>
        <source>as {role} ({name}&apos;s cards)</source>
        <translation>als {role} ({name}s Karten)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="295"/>
        <source>The seat you take when the deal is played again</source>
        <translation>Dein Platz, wenn das Spiel noch einmal gespielt wird</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="407"/>
        <source>Rows marked ⚠ hold a card that changed the outcome: select one to see what would have happened instead.</source>
        <translation>Mit ⚠ markierte Zeilen enthalten eine Karte, die den Ausgang verändert hat: Wähle eine, um zu sehen, was stattdessen passiert wäre.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="34"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="35"/>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="36"/>
        <source>won with Schneider</source>
        <translation>mit Schneider gewonnen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="37"/>
        <source>lost, Schneider</source>
        <translation>verloren, Schneider</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="39"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="48"/>
        <source>With {better} instead of {played} the declarer would have taken no trick.</source>
        <translation>Mit {better} statt {played} hätte der Alleinspieler keinen Stich bekommen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="53"/>
        <source>With {better} instead of {played} the declarer would have had to take a trick.</source>
        <translation>Mit {better} statt {played} hätte der Alleinspieler einen Stich nehmen müssen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="59"/>
        <source>With {better} instead of {played}, {name} would have taken {value} card points instead of {after}.</source>
        <translation>Mit {better} statt {played} hätte {name} {value} statt {after} Augen bekommen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="71"/>
        <source>With {better} instead of {played} the declarer would have kept {value} card points ({outcome}); after {played} at most {after} ({outcome_after}).</source>
        <translation>Mit {better} statt {played} hätte der Alleinspieler {value} Augen behalten ({outcome}); nach {played} höchstens {after} ({outcome_after}).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="77"/>
        <source>With {better} instead of {played} the declarer would have been held to {value} card points ({outcome}); after {played} the declarer was sure of {after} ({outcome_after}).</source>
        <translation>Mit {better} statt {played} wäre der Alleinspieler bei {value} Augen geblieben ({outcome}); nach {played} waren ihm {after} sicher ({outcome_after}).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="44"/>
        <source>Trick {trick}, {name}: {text}</source>
        <translation>Stich {trick}, {name}: {text}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="102"/>
        <source>No card was played in this deal, so there is nothing to analyse.</source>
        <translation>In diesem Spiel wurde keine Karte gespielt, es gibt nichts zu analysieren.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="52"/>
        <source>The analysis could not be completed; the steps can still be replayed.</source>
        <translation>Die Analyse konnte nicht abgeschlossen werden; die Schritte lassen sich trotzdem abspielen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="56"/>
        <source>Analysing the deal with all cards open…</source>
        <translation>Das Spiel wird mit offenen Karten analysiert…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="58"/>
        <source>No card of yours changed the outcome.</source>
        <translation>Keine deiner Karten hat den Ausgang verändert.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="60"/>
        <source>No card changed the outcome: it was decided by the deal.</source>
        <translation>Keine Karte hat den Ausgang verändert: Er stand mit dem Geben fest.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="80"/>
        <source>Trick {trick}, {name}: {better} instead of {played}.</source>
        <translation>Stich {trick}, {name}: {better} statt {played}.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="89"/>
        <source>You could have won.</source>
        <translation>Du hättest gewinnen können.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="111"/>
        <source>You could have beaten the declarer.</source>
        <translation>Du hättest den Alleinspieler schlagen können.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="90"/>
        <source>A card of yours changed the outcome.</source>
        <translation>Eine deiner Karten hat den Ausgang verändert.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="112"/>
        <source>You could have taken fewer points.</source>
        <translation>Du hättest weniger Augen bekommen können.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="93"/>
        <source>Cards that changed the outcome: {count}.</source>
        <translation>Karten, die den Ausgang verändert haben: {count}.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="98"/>
        <source>{head} {detail}</source>
        <translation>{head} {detail}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="118"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="136"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="122"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="126"/>
        <source>{name}: {action}</source>
        <translation>{name}: {action}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="136"/>
        <location filename="../skat_desktop/ui/review_texts.py" line="175"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="134"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="162"/>
        <source>Cards dealt</source>
        <translation>Karten gegeben</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="139"/>
        <source>Auction — {said}</source>
        <translation>Reizen — {said}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="144"/>
        <location filename="../skat_desktop/ui/review_widgets.py" line="129"/>
        <source>Skat</source>
        <translation>Skat</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="145"/>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="146"/>
        <source>Claim</source>
        <translation>Rest beanspruchen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="148"/>
        <source>{title} — {said}</source>
        <translation>{title} — {said}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="156"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="147"/>
        <source>Trick {n} — {cards}</source>
        <translation>Stich {n} — {cards}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="160"/>
        <source>Trick {n} — {cards} → {name}</source>
        <translation>Stich {n} — {cards} → {name}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="163"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="150"/>
        <source>Trick {n} — {cards} → {name} ({points})</source>
        <translation>Stich {n} — {cards} → {name} ({points})</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="171"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="158"/>
        <source>Step {n} of {total}</source>
        <translation>Schritt {n} von {total}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="186"/>
        <source>declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="189"/>
        <source>Tricks: {tricks}</source>
        <translation>Stiche: {tricks}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="192"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="173"/>
        <source>Tricks: {tricks} · Points: {points}</source>
        <translation>Stiche: {tricks} · Augen: {points}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_widgets.py" line="118"/>
        <source>→ {name}</source>
        <translation>→ {name}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_widgets.py" line="147"/>
        <location filename="../skat_desktop/ui/review_widgets.py" line="151"/>
        <source>Bid {bid}</source>
        <translation>Gereizt: {bid}</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="138"/>
        <source>Forehand</source>
        <translation>Vorhand</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="139"/>
        <source>Middlehand</source>
        <translation>Mittelhand</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="140"/>
        <source>Rearhand</source>
        <translation>Hinterhand</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="143"/>
        <source>F</source>
        <translation>V</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="144"/>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="145"/>
        <source>R</source>
        <translation>H</translation>
    </message>
</context>
<context>
    <name>RuleTips</name>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="17"/>
        <source>Three players, or four: then the dealer sits out each deal and takes no cards.</source>
        <translation>Drei Spieler oder vier: dann setzt der Geber jedes Spiel aus und bekommt keine Karten.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="20"/>
        <source>How many deals the list has: a multiple of the number of players (36 at three, 48 at four is usual). 0 plays on without end.</source>
        <translation>Wie viele Spiele die Liste hat: ein Vielfaches der Spielerzahl (üblich sind 36 zu dritt, 48 zu viert). 0 spielt ohne Ende.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="25"/>
        <source>What happens when all three pass: the deal scores nothing (official), a Ramsch is played, or the same dealer deals again.</source>
        <translation>Was geschieht, wenn alle drei passen: Das Spiel zählt nichts (offiziell), es wird Ramsch gespielt, oder derselbe Geber gibt neu.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="30"/>
        <source>A defender may say Kontra to double the game; the declarer may answer Re to double it again.</source>
        <translation>Ein Gegenspieler darf Kontra sagen und das Spiel verdoppeln; der Alleinspieler kann mit Re nochmals verdoppeln.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="35"/>
        <source>Until when Kontra may be said: before the first card of the game, or until the defender plays his own first card.</source>
        <translation>Bis wann Kontra gesagt werden darf: vor der ersten Karte des Spiels oder bis der Gegenspieler seine eigene erste Karte spielt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="40"/>
        <source>Only a defender who bid or held at least 18 may say Kontra.</source>
        <translation>Nur ein Gegenspieler, der mindestens 18 gereizt oder gehalten hat, darf Kontra sagen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="43"/>
        <source>The most matadors (with or without) that count towards the game value. House rule: 4. None: all count.</source>
        <translation>Wie viele Spitzen (mit oder ohne) höchstens zählen. Hausregel: 4. Keine: alle zählen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="48"/>
        <source>24: Grand Ouvert is a Grand with the Ouvert level (official). 36: the base value is 36 and Ouvert is not counted as a level (1997 rules).</source>
        <translation>24: Grand ouvert ist ein Grand mit der Stufe ouvert (offiziell). 36: Grundwert 36, ouvert zählt nicht als Stufe (Regeln von 1997).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="53"/>
        <source>The value of an overbid Null game: the next Null value the declarer could still have announced (official), or the next multiple of the announced value (1997 rules).</source>
        <translation>Der Wert eines überreizten Nullspiels: der nächste Nullwert, den der Alleinspieler noch hätte ansagen können (offiziell), oder das nächste Vielfache des angesagten Werts (Regeln von 1997).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="59"/>
        <source>A lost game costs twice its value: always (official), or only games with the skat picked up, while lost hand games count once.</source>
        <translation>Ein verlorenes Spiel kostet den doppelten Wert: immer (offiziell) oder nur Spiele mit Skataufnahme, verlorene Handspiele zählen einfach.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="64"/>
        <source>Whether Schneider and Schwarz suffered by a losing declarer raise the value always (official), or only after the skat was picked up.</source>
        <translation>Ob Schneider und Schwarz gegen einen verlierenden Alleinspieler den Wert immer erhöhen (offiziell) oder nur nach Skataufnahme.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="69"/>
        <source>A lost game is written as a minus for the declarer (official), or as a plus for each defender.</source>
        <translation>Ein verlorenes Spiel wird dem Alleinspieler abgezogen (offiziell) oder jedem Gegenspieler gutgeschrieben.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="74"/>
        <source>The declarer may give up before the first card is led.</source>
        <translation>Der Alleinspieler darf vor dem ersten Ausspiel aufgeben.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="77"/>
        <source>What a conceded game costs: a lost game of the announced type, its value once, or the bid (doubled after picking up the skat).</source>
        <translation>Was ein aufgegebenes Spiel kostet: ein verlorenes Spiel der angesagten Art, den einfachen Wert oder den Reizwert (nach Skataufnahme doppelt).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="82"/>
        <source>In a Ramsch, the skat goes to the winner of the last trick or to the loser.</source>
        <translation>Im Ramsch geht der Skat an den, der den letzten Stich macht, oder an den Verlierer.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="85"/>
        <source>In a Ramsch, players tied for most card points all lose.</source>
        <translation>Haben im Ramsch mehrere gleich viele und die meisten Augen, verlieren alle.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="88"/>
        <source>Jungfrau: a player who takes no trick in a Ramsch doubles the loser&apos;s result, each time (official), only when both others took no trick, or never.</source>
        <translation>Jungfrau: Wer im Ramsch keinen Stich bekommt, verdoppelt das Ergebnis des Verlierers – für jeden (offiziell), nur wenn beide anderen keinen Stich haben, oder nie.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="93"/>
        <source>Durchmarsch: a player who takes every trick in a Ramsch wins 120. Off: he simply loses.</source>
        <translation>Durchmarsch: Wer im Ramsch alle Stiche macht, gewinnt 120. Aus: er verliert einfach.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="97"/>
        <source>Schieberamsch: before a Ramsch, each player in turn picks up the skat and pushes two cards on, or passes it on unseen; each push doubles.</source>
        <translation>Schieberamsch: Vor dem Ramsch nimmt reihum jeder den Skat auf und schiebt zwei Karten weiter oder gibt ihn ungesehen weiter; jedes Schieben verdoppelt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="102"/>
        <source>In Schieberamsch, jacks may be among the two pushed cards.</source>
        <translation>Beim Schieberamsch dürfen Buben unter den zwei geschobenen Karten sein.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="105"/>
        <source>In Schieberamsch, a player may declare Grand Hand instead of pushing, and the Ramsch is off.</source>
        <translation>Beim Schieberamsch darf ein Spieler statt zu schieben Grand Hand ansagen; der Ramsch entfällt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="110"/>
        <source>Bock rounds: after the events chosen below, one deal per player follows in which every game counts double.</source>
        <translation>Bockrunden: Nach den unten gewählten Ereignissen folgt ein Spiel pro Spieler, in dem jedes Spiel doppelt zählt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="115"/>
        <source>Which events start a Bock round.</source>
        <translation>Welche Ereignisse eine Bockrunde auslösen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="116"/>
        <source>After each Bock round, one Ramsch per player follows.</source>
        <translation>Nach jeder Bockrunde folgt ein Ramsch pro Spieler.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="119"/>
        <source>Plain: game values are summed. Seeger-Fabian: +50 for a won game, −50 for a lost one, and the others get 40 (30 at four) when the declarer loses. Settlement: at the end each player is paid the difference to every other.</source>
        <translation>Einfach: Die Spielwerte werden addiert. Seeger-Fabian: +50 für ein gewonnenes Spiel, −50 für ein verlorenes, und die anderen bekommen 40 (zu viert 30), wenn der Alleinspieler verliert. Abrechnung: Am Ende bekommt jeder die Differenz zu jedem anderen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="128"/>
        <source>All players passed.</source>
        <translation>Alle haben gepasst.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="129"/>
        <source>A game with Kontra and Re.</source>
        <translation>Ein Spiel mit Kontra und Re.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="130"/>
        <source>A game lost after Kontra.</source>
        <translation>Ein nach Kontra verlorenes Spiel.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="131"/>
        <source>A lost Grand.</source>
        <translation>Ein verlorener Grand.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="132"/>
        <source>A game lost with exactly 60 card points.</source>
        <translation>Ein mit genau 60 Augen verlorenes Spiel.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="133"/>
        <source>A player&apos;s total reaches a round hundred (100, 200, …).</source>
        <translation>Ein Spielstand erreicht einen glatten Hunderter (100, 200, …).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="136"/>
        <source>A won Grand Hand.</source>
        <translation>Ein gewonnener Grand Hand.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="140"/>
        <source>The International Skat Order: no Kontra, Ramsch or Bock; a passed-in deal scores nothing.</source>
        <translation>Die Internationale Skatordnung: kein Kontra, Ramsch oder Bock; ein eingepasstes Spiel zählt nichts.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="144"/>
        <source>Older rules: lost hand games count once, Grand Ouvert base 36, overbid Null in multiples, settlement at the end.</source>
        <translation>Ältere Regeln: verlorene Handspiele zählen einfach, Grand ouvert Grundwert 36, überreizter Null in Vielfachen, Abrechnung am Ende.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="149"/>
        <source>Kontra; Ramsch when all pass (Jungfrau only if both others took no trick, no Durchmarsch); lost games count double only after picking up; a conceded game costs its value once.</source>
        <translation>Kontra; Ramsch, wenn alle passen (Jungfrau nur, wenn beide anderen keinen Stich haben, kein Durchmarsch); verlorene Spiele zählen nur nach Skataufnahme doppelt; ein aufgegebenes Spiel kostet einmal den Wert.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="155"/>
        <source>Official rules with Kontra, Ramsch and Schieberamsch, and Bock rounds after a game lost with 60, after Kontra and Re, and after a game lost after Kontra.</source>
        <translation>Offizielle Regeln mit Kontra, Ramsch und Schieberamsch, und Bockrunden nach einem mit 60 verlorenen Spiel, nach Kontra und Re und nach einem nach Kontra verlorenen Spiel.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="315"/>
        <source>Official (ISkO)</source>
        <translation>Offiziell (ISkO)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="316"/>
        <source>Classic 1997</source>
        <translation>Klassisch 1997</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="317"/>
        <source>Club</source>
        <translation>Klub</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="318"/>
        <source>Pub</source>
        <translation>Kneipe</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="322"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="323"/>
        <source>When everybody passes</source>
        <translation>Wenn alle passen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="324"/>
        <location filename="../skat_desktop/ui/texts.py" line="370"/>
        <source>Kontra and Re</source>
        <translation>Kontra und Re</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="325"/>
        <source>Kontra allowed</source>
        <translation>Kontra erlaubt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="326"/>
        <source>Kontra only after bidding 18</source>
        <translation>Kontra nur nach Reizen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="327"/>
        <source>Matador cap</source>
        <translation>Spitzen begrenzt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="328"/>
        <source>Grand Ouvert base value</source>
        <translation>Grundwert Grand Ouvert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="329"/>
        <source>Overbid Null value</source>
        <translation>Wert überreizter Null</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="330"/>
        <source>Lost games count double</source>
        <translation>Verlorene Spiele doppelt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="331"/>
        <source>Schneider against a losing declarer</source>
        <translation>Schneider gegen den Verlierer</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="332"/>
        <source>Lost games are written to</source>
        <translation>Verlorene Spiele zählen für</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="333"/>
        <source>Conceding allowed</source>
        <translation>Aufgeben erlaubt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="334"/>
        <source>A conceded game scores</source>
        <translation>Aufgegebenes Spiel zählt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="335"/>
        <source>Ramsch: the skat goes to</source>
        <translation>Ramsch: Skat geht an</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="336"/>
        <source>Ramsch ties</source>
        <translation>Ramsch-Gleichstand</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="337"/>
        <source>Jungfrau</source>
        <translation>Jungfrau</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="338"/>
        <source>Durchmarsch</source>
        <translation>Durchmarsch</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="339"/>
        <source>Schieberamsch</source>
        <translation>Schieberamsch</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="340"/>
        <source>Jacks may be pushed</source>
        <translation>Buben schieben erlaubt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="341"/>
        <source>Grand Hand instead of Ramsch</source>
        <translation>Grand Hand statt Ramsch</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="342"/>
        <source>Bock rounds</source>
        <translation>Bockrunden</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="343"/>
        <source>Bock after</source>
        <translation>Bock nach</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="344"/>
        <source>Ramsch round after Bock</source>
        <translation>Ramschrunde nach Bock</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="345"/>
        <source>List length</source>
        <translation>Listenlänge</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="346"/>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="350"/>
        <source>Passed in</source>
        <translation>Eingepasst</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="351"/>
        <source>Ramsch</source>
        <translation>Ramsch</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="352"/>
        <source>Deal again</source>
        <translation>Neu geben</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="353"/>
        <source>Before the first lead</source>
        <translation>Vor dem ersten Ausspiel</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="354"/>
        <source>Before one&apos;s own first card</source>
        <translation>Vor der eigenen ersten Karte</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="355"/>
        <source>Next Null value</source>
        <translation>Nächster Nullwert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="356"/>
        <source>Multiples</source>
        <translation>Vielfache</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="357"/>
        <source>Always</source>
        <translation>Immer</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="358"/>
        <source>Skat games only</source>
        <translation>Nur Skatspiele</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="359"/>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="360"/>
        <source>Defenders</source>
        <translation>Gegenspieler</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="361"/>
        <source>As a lost game</source>
        <translation>Als verlorenes Spiel</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="362"/>
        <source>Game value once</source>
        <translation>Einfacher Spielwert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="363"/>
        <source>The bid value</source>
        <translation>Der Reizwert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="364"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="365"/>
        <source>Loser</source>
        <translation>Verlierer</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="366"/>
        <source>All lose</source>
        <translation>Alle verlieren</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="367"/>
        <source>Each</source>
        <translation>Jeder</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="368"/>
        <source>All others</source>
        <translation>Alle anderen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="369"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="371"/>
        <source>Lost after Kontra</source>
        <translation>Verloren nach Kontra</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="372"/>
        <source>Lost Grand</source>
        <translation>Verlorener Grand</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="373"/>
        <source>Lost with 60</source>
        <translation>Mit 60 verloren</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="374"/>
        <source>Score of hundreds</source>
        <translation>Hunderter</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="375"/>
        <source>Won Grand Hand</source>
        <translation>Gewonnener Grand Hand</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="376"/>
        <source>Plain</source>
        <translation>Einfach</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="377"/>
        <source>Seeger-Fabian</source>
        <translation>Seeger-Fabian</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="378"/>
        <source>Settlement</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="379"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="380"/>
        <source>Open-ended</source>
        <translation>Offen</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="67"/>
        <source>Passed in</source>
        <translation>Eingepasst</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="69"/>
        <source>Redeal</source>
        <translation>Neu gegeben</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="72"/>
        <source>Durchmarsch</source>
        <translation>Durchmarsch</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sheet.py" line="46"/>
        <source>Review this deal…</source>
        <translation>Dieses Spiel ansehen…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="168"/>
        <source>Score sheet</source>
        <translation>Skatliste</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="176"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="182"/>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="183"/>
        <source>Decl.</source>
        <comment>short column header</comment>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="177"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="187"/>
        <source>Value</source>
        <translation>Spielwert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="188"/>
        <source>Val.</source>
        <comment>short column header</comment>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="178"/>
        <source>Marks</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="211"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="224"/>
        <source>Settlement</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="241"/>
        <source>Practice deal: your list waits, unchanged, until you go back.</source>
        <translation>Übungsspiel: Deine Liste wartet unverändert, bis du zurückgehst.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="250"/>
        <source>{done} of {length} deals · {scoring}</source>
        <translation>{done} von {length} Spielen · {scoring}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="254"/>
        <source>{done} deals · {scoring}</source>
        <translation>{done} Spiele · {scoring}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="265"/>
        <source>Bock deals ahead: {n}</source>
        <translation>Bockspiele: {n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="269"/>
        <source>Ramsch deals ahead: {n}</source>
        <translation>Ramschspiele: {n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="308"/>
        <source>Dealer: {name}</source>
        <translation>Geber: {name}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="341"/>
        <source>Bock</source>
        <translation>Bock</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="343"/>
        <source>Ramsch round</source>
        <translation>Ramschrunde</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="345"/>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="347"/>
        <source>Re</source>
        <translation>Re</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="318"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="319"/>
        <source>Table and cards</source>
        <translation>Tisch und Karten</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="320"/>
        <source>Play</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="321"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="324"/>
        <source>Card deck:</source>
        <translation>Kartenblatt:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="325"/>
        <source>Card back:</source>
        <translation>Kartenrücken:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="326"/>
        <source>Table colour:</source>
        <translation>Tischfarbe:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="327"/>
        <source>Animation speed:</source>
        <translation>Animationstempo:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="328"/>
        <source>Computers&apos; think time:</source>
        <translation>Bedenkzeit der Computer:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="329"/>
        <source>Hints and par from:</source>
        <translation>Tipps und Par von:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="330"/>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="339"/>
        <source>The deck&apos;s own back</source>
        <translation>Rücken des Blatts</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="344"/>
        <source>Green felt</source>
        <translation>Grüner Filz</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="345"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="346"/>
        <source>Wine red</source>
        <translation>Weinrot</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="347"/>
        <source>Wood brown</source>
        <translation>Holzbraun</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="348"/>
        <source>Slate grey</source>
        <translation>Schiefergrau</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="353"/>
        <source>Off (no animation)</source>
        <translation>Aus (keine Animation)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="354"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="355"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="356"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="361"/>
        <source>Follow the animation speed</source>
        <translation>Wie das Animationstempo</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="362"/>
        <source>Short (¼ second)</source>
        <translation>Kurz (¼ Sekunde)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="363"/>
        <source>Normal (⅔ second)</source>
        <translation>Normal (⅔ Sekunde)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="364"/>
        <source>Long (1½ seconds)</source>
        <translation>Lang (1½ Sekunden)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="368"/>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="372"/>
        <source>Ask before playing a card</source>
        <translation>Vor dem Ausspielen einer Karte fragen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="375"/>
        <source>Play a single legal card automatically</source>
        <translation>Einzige erlaubte Karte automatisch spielen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="378"/>
        <source>Show the win chance in hints</source>
        <translation>Gewinnchance in Tipps zeigen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="381"/>
        <source>Ask before undo makes a list practice</source>
        <translation>Vor dem Zurücknehmen fragen, wenn die Liste dadurch zur Übung wird</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="384"/>
        <source>The picture of the cards: French or German suits.</source>
        <translation>Das Bild der Karten: französisches oder deutsches Blatt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="387"/>
        <source>Draw the backs of the cards from another deck.</source>
        <translation>Die Kartenrücken aus einem anderen Blatt nehmen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="390"/>
        <source>The colour of the cloth on the table.</source>
        <translation>Die Farbe des Tuchs auf dem Tisch.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="393"/>
        <source>How fast cards are dealt and moved.</source>
        <translation>Wie schnell Karten gegeben und bewegt werden.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="396"/>
        <source>The shortest time a computer player takes before its card is shown, so you can follow the play.</source>
        <translation>Die kürzeste Zeit, bevor die Karte eines Computers erscheint, damit du dem Spiel folgen kannst.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="401"/>
        <source>The language of menus, messages and help.</source>
        <translation>Die Sprache von Menüs, Meldungen und Hilfe.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="404"/>
        <source>A click on a card first asks whether to play it, against slips of the mouse.</source>
        <translation>Ein Klick auf eine Karte fragt zuerst, ob sie gespielt werden soll – gegen versehentliche Klicks.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="408"/>
        <source>When only one card may be played, it is played without waiting for you.</source>
        <translation>Darf nur eine Karte gespielt werden, wird sie gespielt, ohne auf dich zu warten.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="412"/>
        <source>The hint table shows how often each choice wins, beside its expected score.</source>
        <translation>Die Tipp-Tabelle zeigt neben dem erwarteten Ergebnis, wie oft jede Wahl gewinnt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="416"/>
        <source>The computer player whose advice the hints give and whose result par is; a weaker one answers faster.</source>
        <translation>Der Computerspieler, dessen Rat die Tipps geben und dessen Ergebnis das Par ist; ein schwächerer antwortet schneller.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="421"/>
        <source>A list in which a move was taken back counts as practice, not in your statistics; the first undo of a list asks before it does that.</source>
        <translation>Eine Liste, in der ein Zug zurückgenommen wurde, zählt als Übung und nicht in deiner Statistik; das erste Zurücknehmen in einer Liste fragt vorher nach.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="433"/>
        <source>Show the default settings; nothing changes until OK or Apply.</source>
        <translation>Zeigt die Standardeinstellungen; geändert wird erst mit OK oder Anwenden.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="41"/>
        <source>Learning aids</source>
        <translation>Lernhilfen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="43"/>
        <source>Bidding aid: what each game is worth</source>
        <translation>Reizhilfe: was jedes Spiel wert ist</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="46"/>
        <source>Show the card points each side has taken</source>
        <translation>Augen zeigen, die jede Seite bekommen hat</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="49"/>
        <source>Show how many trumps are still out</source>
        <translation>Zeigen, wie viele Trümpfe noch draußen sind</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="51"/>
        <source>Tournament mode: no aids</source>
        <translation>Turniermodus: keine Hilfen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="53"/>
        <source>While you bid, the games your hand could play with their values and the computers&apos; estimate of each; when you announce, what the game wins and loses. Lessons show it anyway.</source>
        <translation>Beim Reizen die Spiele, die dein Blatt spielen könnte, mit ihrem Wert und der Schätzung der Computer; beim Ansagen, was das Spiel gewinnt und verliert. In den Lektionen erscheint sie immer.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="61"/>
        <source>The card points in the tricks taken so far, in the table&apos;s info box.</source>
        <translation>Die Augen in den bisher genommenen Stichen, im Infokasten des Tischs.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="66"/>
        <source>The trumps you have not seen played and do not hold, in the table&apos;s info box.</source>
        <translation>Die Trümpfe, die du weder gespielt gesehen hast noch selbst hältst, im Infokasten des Tischs.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="72"/>
        <source>Play as at a tournament: the aids above stay off whatever they are set to. The “your turn” cue and the last trick (L) stay.</source>
        <translation>Spiele wie im Turnier: Die Hilfen oben bleiben aus, wie auch immer sie eingestellt sind. Der Hinweis „Du bist dran“ und der letzte Stich (L) bleiben.</translation>
    </message>
</context>
<context>
    <name>Spitzer</name>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="226"/>
        <source>You hold both queens: call a partner, play alone, or pass (and play a silent Sneaker).</source>
        <translation>Du hast beide Damen: Ruf einen Partner, spiel allein oder pass (und spiel einen stillen Solo).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/panels.py" line="137"/>
        <source>Your declaration</source>
        <translation>Deine Ansage</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/panels.py" line="179"/>
        <source>Side scores</source>
        <translation>Seite punktet</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/panels.py" line="180"/>
        <source>How often your side scores with this choice, in the deals the search tried</source>
        <translation>Wie oft deine Seite mit dieser Wahl punktet, in den durchgerechneten Verteilungen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="39"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="50"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="50"/>
        <source> &amp; </source>
        <translation> &amp; </translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="53"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="58"/>
        <source>{side} won ({contract}): {points} card points.</source>
        <translation>{side} gewonnen ({contract}): {points} Augen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="56"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="62"/>
        <source>{side} lost ({contract}): {points} card points.</source>
        <translation>{side} verloren ({contract}): {points} Augen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="65"/>
        <source>{name} wins the game with {total}.</source>
        <translation>{name}: Partie gewonnen mit {total}.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="71"/>
        <source>Settlement: {parts}</source>
        <translation>Abrechnung: {parts}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="123"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="186"/>
        <location filename="../skat_desktop/ui/spitzer/view.py" line="131"/>
        <source>{name}: {declaration}</source>
        <translation>{name}: {declaration}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="127"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="191"/>
        <source>nothing declared</source>
        <translation>keine Ansage</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="137"/>
        <source>Contract</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="139"/>
        <source>The game played, which sets the row of the score table.</source>
        <translation>Das gespielte Spiel; es bestimmt die Zeile der Punktetabelle.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="144"/>
        <source>Declaration</source>
        <translation>Ansage</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="146"/>
        <source>Who declared what in the declaration round.</source>
        <translation>Wer in der Ansagerunde was angesagt hat.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="151"/>
        <source>Declaring side</source>
        <translation>Ansagende Seite</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="153"/>
        <source>The declarer and partner; when nothing was declared, the side with the highest trump.</source>
        <translation>Der Ansager und sein Partner; wenn nichts angesagt wurde, die Seite mit dem höchsten Trumpf.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="160"/>
        <source>Opponents</source>
        <translation>Gegenspieler</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="162"/>
        <source>The players against the declaring side.</source>
        <translation>Die Spieler gegen die ansagende Seite.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="165"/>
        <source>Card points</source>
        <translation>Augen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="167"/>
        <source>Card points of the declaring side : of the opponents.</source>
        <translation>Augen der ansagenden Seite : der Gegner.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="172"/>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="174"/>
        <source>Tricks of the declaring side : of the opponents.</source>
        <translation>Stiche der ansagenden Seite : der Gegner.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="179"/>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="181"/>
        <source>The column of the score table that the declaring side&apos;s card points fall in.</source>
        <translation>Die Spalte der Punktetabelle, in die die Augen der ansagenden Seite fallen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="187"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="189"/>
        <source>The score table&apos;s value for this contract and column: when positive, each member of the declaring side scores it; when negative, each opponent does.</source>
        <translation>Der Wert der Punktetabelle für dieses Spiel und diese Spalte: Ist er positiv, bekommt ihn jeder auf der ansagenden Seite; ist er negativ, jeder Gegner.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="201"/>
        <source>{score} → {total}</source>
        <translation>{score} → {total}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="204"/>
        <source>This player&apos;s score in this deal → total so far.</source>
        <translation>Punkte in diesem Spiel → bisheriger Stand.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="216"/>
        <source>Back to the game</source>
        <translation>Zurück zur Partie</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="218"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="226"/>
        <source>Deal {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="216"/>
        <source>Queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="230"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="290"/>
        <source>Game to</source>
        <translation>Partie bis</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="300"/>
        <source>Called</source>
        <translation>Gerufen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="309"/>
        <source>Trumps</source>
        <translation>Trümpfe</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/mode.py" line="275"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/score_sheet.py" line="121"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/score_sheet.py" line="122"/>
        <source>Game</source>
        <comment>short column header</comment>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/score_sheet.py" line="154"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/score_sheet.py" line="160"/>
        <source>Practice deal: your game waits, unchanged, until you go back.</source>
        <translation>Übungsspiel: Deine Partie wartet unverändert, bis du zurückgehst.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/score_sheet.py" line="168"/>
        <source>Game to {target}. Leading: {names} ({total}).</source>
        <translation>Partie bis {target}. Vorne: {names} ({total}).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="49"/>
        <source>the ace of clubs</source>
        <translation>das Kreuz-Ass</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="51"/>
        <source>the ace of spades</source>
        <translation>das Pik-Ass</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="52"/>
        <source>the ace of hearts</source>
        <translation>das Herz-Ass</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="58"/>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="63"/>
        <source>Call: first trick</source>
        <translation>Ruf: erster Stich</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="65"/>
        <source>Call {ace}</source>
        <translation>{ace} rufen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="69"/>
        <source>{call}, Schneider</source>
        <translation>{call}, Schneider</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="73"/>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="137"/>
        <source>Zola Schneider Schwarz</source>
        <translation>Solo Schneider Schwarz</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="75"/>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="136"/>
        <source>Zola Schneider</source>
        <translation>Solo Schneider</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="76"/>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="135"/>
        <source>Zola</source>
        <translation>Solo</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="78"/>
        <source>Schneider</source>
        <translation>Schneider</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="91"/>
        <source>No declaration. Whoever holds both queens and passes plays alone without saying so (Sneaker).</source>
        <translation>Keine Ansage. Wer beide Damen hat und passt, spielt still allein (stiller Solo).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="98"/>
        <source>The first other player to win a trick becomes your partner.</source>
        <translation>Wer außer dir als Erster einen Stich macht, wird dein Partner.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="102"/>
        <source>The holder of the called ace becomes your partner.</source>
        <translation>Wer das gerufene Ass hat, wird dein Partner.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="107"/>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="124"/>
        <source>Your side aims at 90 card points or more.</source>
        <translation>Deine Seite will 90 Augen oder mehr.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="113"/>
        <source>Alone against three; you must take every trick.</source>
        <translation>Allein gegen drei; du musst alle Stiche machen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="117"/>
        <source>Alone against three; you aim at 90 card points or more.</source>
        <translation>Allein gegen drei; du willst 90 Augen oder mehr.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="120"/>
        <source>Alone against three; you need 61 card points.</source>
        <translation>Allein gegen drei; du brauchst 61 Augen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="130"/>
        <source>Partners</source>
        <translation>Partnerspiel</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="131"/>
        <source>Partners, Schneider declared</source>
        <translation>Partnerspiel, Schneider angesagt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="134"/>
        <source>Sneaker</source>
        <translation>stiller Solo</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="145"/>
        <source>no trick</source>
        <translation>kein Stich</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="146"/>
        <source>0–30 points</source>
        <translation>0–30 Augen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="147"/>
        <source>31–60 points</source>
        <translation>31–60 Augen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="148"/>
        <source>61–89 points</source>
        <translation>61–89 Augen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="149"/>
        <source>90–120 points</source>
        <translation>90–120 Augen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="150"/>
        <source>all tricks</source>
        <translation>alle Stiche</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="156"/>
        <source>declaring side</source>
        <translation>ansagende Seite</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="158"/>
        <source>opponents</source>
        <translation>Gegenspieler</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="189"/>
        <source>Trumps, high to low: {cards}</source>
        <translation>Trümpfe, hoch nach niedrig: {cards}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="205"/>
        <source>Trumps: ♣Q (Big Queen), ♦7 (Spitzer), ♠Q (Little Queen), the other queens, all jacks, then ♦A ♦10 ♦K ♦9 ♦8. Trumps lie at the left of your hand.</source>
        <translation>Trümpfe: ♣D (große Dame), ♦7 (Spitzer), ♠D (kleine Dame), die übrigen Damen, alle Buben, dann ♦A ♦10 ♦K ♦9 ♦8. Die Trümpfe liegen links in deiner Hand.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="239"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="240"/>
        <source>You must follow suit.</source>
        <translation>Du musst Farbe bedienen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="243"/>
        <source>You cannot follow suit, so you must play a trump.</source>
        <translation>Du kannst nicht bedienen und musst Trumpf spielen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="246"/>
        <source>The called ace must be played the first time its suit is led.</source>
        <translation>Das gerufene Ass muss fallen, wenn seine Farbe zum ersten Mal ausgespielt wird.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="249"/>
        <source>The called ace may not be thrown on another suit.</source>
        <translation>Das gerufene Ass darf nicht auf eine andere Farbe abgeworfen werden.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="252"/>
        <source>Declare first; the cards come after the declarations.</source>
        <translation>Erst ansagen; die Karten kommen nach den Ansagen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="257"/>
        <source>That card cannot be played now.</source>
        <translation>Diese Karte kann jetzt nicht gespielt werden.</translation>
    </message>
</context>
<context>
    <name>SpitzerReview</name>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_dialog.py" line="71"/>
        <source>with your cards</source>
        <translation>mit deinen Karten</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_dialog.py" line="72"/>
        <source>with {name}&apos;s cards</source>
        <translation>mit {name}s Karten</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_dialog.py" line="90"/>
        <source>Review of Spitzer deal {number}</source>
        <translation>Rückblick auf Spitzer-Runde {number}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_dialog.py" line="94"/>
        <source>Review of the Spitzer deal</source>
        <translation>Rückblick auf die Spitzer-Runde</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="43"/>
        <source>{column}, {score}</source>
        <translation>{column}, {score}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="71"/>
        <source>With {better} instead of {played} the declaring side would have reached {value} card points ({column}); after {played} at most {after} ({column_after}).</source>
        <translation>Mit {better} statt {played} hätte die ansagende Seite {value} Augen erreicht ({column}); nach {played} höchstens {after} ({column_after}).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="78"/>
        <source>With {better} instead of {played} the declaring side would have been held to {value} card points ({column}); after {played} it was sure of {after} ({column_after}).</source>
        <translation>Mit {better} statt {played} wäre die ansagende Seite bei {value} Augen geblieben ({column}); nach {played} waren ihr {after} sicher ({column_after}).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="111"/>
        <source>Analysed with all hands open: every player is assumed to know every card and every partnership from the first card on. At the table the sides were hidden until the cards showed them, so a marked card may have been a fair guess.</source>
        <translation>Mit offenen Karten analysiert: Jeder kennt hier vom ersten Stich an alle Karten und alle Partnerschaften. Am Tisch waren die Parteien verborgen, bis die Karten sie zeigten – eine markierte Karte kann also ein vernünftiger Versuch gewesen sein.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="118"/>
        <source>Only tricks {first} to 8 were analysed: the fast solver is not installed.</source>
        <translation>Nur die Stiche {first} bis 8 wurden analysiert: Der schnelle Löser ist nicht installiert.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="139"/>
        <source>Declarations — {said}</source>
        <translation>Ansagen — {said}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="172"/>
        <source>declared</source>
        <translation>hat angesagt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="193"/>
        <source>Declaring side: {names}</source>
        <translation>Ansagende Seite: {names}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="198"/>
        <source>Card points so far: {side} : {opponents}</source>
        <translation>Augen bisher: {side} : {opponents}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="206"/>
        <source>With perfect play from here: {points} ({column})</source>
        <translation>Bei bestem Spiel von hier: {points} ({column})</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="63"/>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="103"/>
        <source>Deals played</source>
        <translation>Gespielte Runden</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="64"/>
        <source>Deals on the declaring side</source>
        <translation>Runden auf der ansagenden Seite</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="65"/>
        <source>Won on the declaring side</source>
        <translation>Auf der ansagenden Seite gewonnen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="66"/>
        <source>Alone (Zola, Sneaker)</source>
        <translation>Allein (Solo, stiller Solo)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="67"/>
        <source>Won alone</source>
        <translation>Allein gewonnen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="68"/>
        <source>Average points per deal</source>
        <translation>Durchschnittliche Punkte pro Runde</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="69"/>
        <source>Finished games</source>
        <translation>Abgeschlossene Partien</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="106"/>
        <source>Contracts on the declaring side</source>
        <translation>Spielarten auf der ansagenden Seite</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="115"/>
        <source>Partners, Schneider</source>
        <translation>Partnerspiel, Schneider</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="211"/>
        <source>Games: {games}</source>
        <translation>Partien: {games}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="216"/>
        <source>Practice games (included): {n}</source>
        <translation>Übungspartien (einbezogen): {n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="218"/>
        <source>Practice games (not counted): {n}</source>
        <translation>Übungspartien (nicht gezählt): {n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="231"/>
        <source>Include practice games</source>
        <translation>Übungspartien einbeziehen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="233"/>
        <source>Games in which a move was taken back</source>
        <translation>Partien, in denen ein Zug zurückgenommen wurde</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="238"/>
        <source>On the declaring side: won/played</source>
        <translation>Ansagende Seite: gewonnen/gespielt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="104"/>
        <source>Games as declarer</source>
        <translation>Spiele als Alleinspieler</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="70"/>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="105"/>
        <source>Games won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="106"/>
        <source>Finished lists</source>
        <translation>Abgeschlossene Listen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="107"/>
        <source>Average points per list</source>
        <translation>Durchschnittliche Punkte pro Liste</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="108"/>
        <source>Average Seeger-Fabian points per list</source>
        <translation>Durchschnittliche Seeger-Fabian-Punkte pro Liste</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="112"/>
        <source>Ramsch deals</source>
        <translation>Ramschspiele</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="113"/>
        <source>Ramsch lost</source>
        <translation>Ramsch verloren</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="114"/>
        <source>Durchmarsch</source>
        <translation>Durchmarsch</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="115"/>
        <source>Average Ramsch card points</source>
        <translation>Durchschnittliche Augen im Ramsch</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="148"/>
        <source>Declarer games by type</source>
        <translation>Spiele als Alleinspieler nach Spielart</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="348"/>
        <source>The statistics file was damaged and has been kept as {file}. The earlier copy {backup} was read instead; the latest deals may be missing.</source>
        <translation>Die Statistikdatei war beschädigt und wurde als {file} aufbewahrt. Stattdessen wurde die frühere Kopie {backup} gelesen; die letzten Spiele können fehlen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="419"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_pieces.py" line="163"/>
        <source>Skat</source>
        <translation>Skat</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_pieces.py" line="171"/>
        <source>Spitzer</source>
        <translation>Spitzer</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_chart.py" line="180"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_chart.py" line="181"/>
        <source>played</source>
        <translation>gespielt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="329"/>
        <source>Lists: {lists}</source>
        <translation>Listen: {lists}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="212"/>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="330"/>
        <source>Deals: {deals}</source>
        <translation>Runden: {deals}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="334"/>
        <source>Practice lists (included): {n}</source>
        <translation>Übungslisten (einbezogen): {n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="336"/>
        <source>Practice lists (not counted): {n}</source>
        <translation>Übungslisten (nicht gezählt): {n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="357"/>
        <source>The statistics file was damaged and has been kept as {file}. Statistics start afresh.</source>
        <translation>Die Statistikdatei war beschädigt und wurde als {file} aufbewahrt. Die Statistik beginnt neu.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="365"/>
        <source>The statistics could not be saved: {reason}</source>
        <translation>Die Statistik konnte nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="169"/>
        <source>Every recorded Spitzer game and deal will be deleted. This cannot be undone.</source>
        <translation>Alle aufgezeichneten Spitzer-Partien und -Runden werden gelöscht. Das kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="391"/>
        <source>Reset statistics?</source>
        <translation>Statistik zurücksetzen?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="385"/>
        <source>Every recorded list and deal will be deleted. This cannot be undone.</source>
        <translation>Alle gespeicherten Listen und Runden werden gelöscht. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_widgets.py" line="123"/>
        <source>Only practice lists so far for {name} (lists in which a move was taken back). Tick “Include practice lists” to see them.</source>
        <translation>Für {name} gibt es bisher nur Übungslisten (Listen, in denen ein Zug zurückgenommen wurde). Setze den Haken bei „Übungslisten einbeziehen“, um sie zu sehen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="417"/>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="418"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="230"/>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="426"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="427"/>
        <source>Include practice lists</source>
        <translation>Übungslisten einbeziehen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="429"/>
        <source>Lists in which a move was taken back</source>
        <translation>Listen, in denen ein Zug zurückgenommen wurde</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_widgets.py" line="115"/>
        <source>No finished deals yet.</source>
        <translation>Noch keine abgeschlossenen Runden.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="434"/>
        <source>Reset statistics…</source>
        <translation>Statistik zurücksetzen …</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="435"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_widgets.py" line="117"/>
        <source>Only practice games so far for {name} (games in which a move was taken back). Tick “Include practice games” to see them.</source>
        <translation>Für {name} gibt es bisher nur Übungspartien (Partien, in denen ein Zug zurückgenommen wurde). Setze den Haken bei „Übungspartien einbeziehen“, um sie zu sehen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="76"/>
        <source>Average against par per deal</source>
        <translation>Durchschnitt gegen Par pro Runde</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="82"/>
        <source>{average:+.1f} ({deals} deals)</source>
        <translation>{average:+.1f} ({deals} Runden)</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="346"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="251"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="287"/>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="348"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="253"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="289"/>
        <source>Re</source>
        <translation>Re</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="350"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="291"/>
        <source>Bock</source>
        <translation>Bock</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view_base.py" line="310"/>
        <source>You take the trick ({points})</source>
        <translation>Du bekommst den Stich ({points})</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view_base.py" line="312"/>
        <source>{name} takes the trick ({points})</source>
        <translation>Stich: {name} ({points})</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="216"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="128"/>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/decorations.py" line="130"/>
        <source>sits out</source>
        <translation>setzt aus</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/decorations.py" line="249"/>
        <source>Declarer {bid}</source>
        <translation>Alleinspieler {bid}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="251"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="165"/>
        <source>{n} tricks</source>
        <translation>{n} Stiche</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="253"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="167"/>
        <source>1 trick</source>
        <translation>1 Stich</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="289"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="265"/>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="294"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="271"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="280"/>
        <source>Game</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/decorations.py" line="274"/>
        <source>Pushed</source>
        <translation>Geschoben</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/decorations.py" line="277"/>
        <source>Bid</source>
        <translation>Reizwert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="297"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="284"/>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/decorations.py" line="293"/>
        <source>Marks</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/turn_cue.py" line="89"/>
        <source>Your lead — play a card</source>
        <translation>Du kommst raus – leg eine Karte</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/turn_cue.py" line="91"/>
        <source>Your turn — play a card</source>
        <translation>Du bist dran – leg eine Karte</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/turn_cue.py" line="93"/>
        <source>Your bid</source>
        <translation>Du bist beim Reizen dran</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/turn_cue.py" line="94"/>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
</context>
</TS>
