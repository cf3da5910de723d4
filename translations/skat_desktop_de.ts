<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Actions</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="261"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="262"/>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="263"/>
        <source>Pick up the skat</source>
        <translation>Skat aufnehmen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="264"/>
        <source>Discard {a} {b}</source>
        <translation>{a} {b} drücken</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="265"/>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="266"/>
        <source>Re</source>
        <translation>Re</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="267"/>
        <source>Push the skat</source>
        <translation>Skat schieben</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="268"/>
        <source>Concede</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="269"/>
        <source>Claim the rest</source>
        <translation>Rest beanspruchen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="270"/>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="271"/>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
</context>
<context>
    <name>Bidding</name>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="170"/>
        <source>Yes, {value} (Y)</source>
        <translation>Ja, {value} (Y)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="174"/>
        <source>Pass (P)</source>
        <translation>Passe (P)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="175"/>
        <source>Bid</source>
        <translation>Reizwert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="178"/>
        <source>Bid {value} (B)</source>
        <translation>{value} reizen (B)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="191"/>
        <source>{name} bids {value}. Do you hold?</source>
        <translation>{name} reizt {value}. Hältst du?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="197"/>
        <source>Everybody passed. Bid 18 or pass?</source>
        <translation>Alle haben gepasst. 18 reizen oder passen?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="201"/>
        <source>Your bid: more than {value}?</source>
        <translation>Dein Gebot: mehr als {value}?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="206"/>
        <source>Your bid?</source>
        <translation>Dein Gebot?</translation>
    </message>
</context>
<context>
    <name>Choice</name>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="565"/>
        <source>{name} says Kontra. Answer with Re?</source>
        <translation>{name} sagt Kontra. Re?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="569"/>
        <source>Re (Y)</source>
        <translation>Re (Y)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="570"/>
        <location filename="../skat_desktop/ui/panels.py" line="591"/>
        <source>No (N)</source>
        <translation>Nein (N)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="577"/>
        <source>{name} claims all remaining tricks. Accept?</source>
        <translation>{name} beansprucht alle restlichen Stiche. Annehmen?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="579"/>
        <source>{name} concedes the game. Accept?</source>
        <translation>{name} gibt auf. Annehmen?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="582"/>
        <source>Accept (Y)</source>
        <translation>Annehmen (Y)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="583"/>
        <source>Reject (N)</source>
        <translation>Ablehnen (N)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="586"/>
        <source>{name} plays {game}. Say Kontra?</source>
        <translation>{name} spielt {game}. Kontra?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="590"/>
        <source>Kontra (Y)</source>
        <translation>Kontra (Y)</translation>
    </message>
</context>
<context>
    <name>Declare</name>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="392"/>
        <source>Pick up the skat</source>
        <translation>Skat aufnehmen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="393"/>
        <source>Push the skat</source>
        <translation>Skat schieben</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="396"/>
        <source>You are the declarer at {bid}.</source>
        <translation>Du bist Alleinspieler bei {bid}.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="400"/>
        <source>…or play a hand game:</source>
        <translation>…oder Handspiel:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="403"/>
        <source>Schieberamsch: push the skat on, pick it up, or play Grand Hand.</source>
        <translation>Schieberamsch: Skat schieben, aufnehmen oder Grand Hand spielen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="410"/>
        <source>Announce your game (bid {bid}).</source>
        <translation>Sag dein Spiel an (Reizwert {bid}).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="421"/>
        <source>Schneider announced</source>
        <translation>Schneider angesagt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="422"/>
        <source>Schwarz announced</source>
        <translation>Schwarz angesagt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="423"/>
        <source>Ouvert</source>
        <translation>Ouvert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="439"/>
        <source>at least {value}</source>
        <translation>mindestens {value}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="454"/>
        <source>Overbid! {game} is worth {value}, less than your bid of {bid}. Click it again to announce it anyway.</source>
        <translation>Überreizt! {game} ist {value} wert, weniger als dein Gebot {bid}. Zum Ansagen noch einmal klicken.</translation>
    </message>
</context>
<context>
    <name>Discard</name>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="513"/>
        <source>Choose two cards to push on.</source>
        <translation>Wähle zwei Karten zum Schieben.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="515"/>
        <source>Push these two (D)</source>
        <translation>Diese zwei schieben (D)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="518"/>
        <source>Choose two cards to put away.</source>
        <translation>Wähle zwei Karten zum Drücken.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="520"/>
        <source>Discard these two (D)</source>
        <translation>Diese zwei drücken (D)</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="37"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="38"/>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="39"/>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="40"/>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="41"/>
        <source>Grand</source>
        <translation>Grand</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="42"/>
        <source>Null</source>
        <translation>Null</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="43"/>
        <source>Ramsch</source>
        <translation>Ramsch</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="93"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="94"/>
        <source>Ouvert</source>
        <translation>Ouvert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="95"/>
        <source>Schneider announced</source>
        <translation>Schneider angesagt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="96"/>
        <source>Schwarz announced</source>
        <translation>Schwarz angesagt</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="76"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="79"/>
        <source>Option</source>
        <translation>Möglichkeit</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="80"/>
        <source>Wins</source>
        <translation>Gewinnt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="81"/>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="85"/>
        <source>Press H or the Hint button for a suggestion.</source>
        <translation>H oder Tipp drücken für einen Vorschlag.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="88"/>
        <source>Thinking about your options…</source>
        <translation>Überlege…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="89"/>
        <source>Hints are not available in this version.</source>
        <translation>Tipps sind in dieser Version nicht verfügbar.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="92"/>
        <source>The hint could not be computed.</source>
        <translation>Der Tipp konnte nicht berechnet werden.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="93"/>
        <source>Suggested: {option}</source>
        <translation>Vorschlag: {option}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="101"/>
        <source>No suggestion for this decision.</source>
        <translation>Kein Vorschlag für diese Entscheidung.</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="357"/>
        <source>Highest expected score.</source>
        <translation>Höchster erwarteter Wert.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="358"/>
        <source>Lower expected score.</source>
        <translation>Niedrigerer erwarteter Wert.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="359"/>
        <source>Draws trumps safely.</source>
        <translation>Zieht sicher Trumpf.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="360"/>
        <source>Cashes an ace while it still wins.</source>
        <translation>Holt ein Ass, solange es sticht.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="361"/>
        <source>Gives card points to your partner&apos;s trick.</source>
        <translation>Schmiert dem Partner Augen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="362"/>
        <source>Avoids an overbid.</source>
        <translation>Vermeidet ein Überreizen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="363"/>
        <source>The hand is too weak to go higher.</source>
        <translation>Das Blatt ist zu schwach für mehr.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="364"/>
        <source>The skat is likely to help.</source>
        <translation>Der Skat hilft wahrscheinlich.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="365"/>
        <source>A hand game pays more.</source>
        <translation>Ein Handspiel bringt mehr.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="366"/>
        <source>Prepares {game}.</source>
        <translation>Bereitet {game} vor.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="367"/>
        <source>The declarer looks beatable.</source>
        <translation>Der Alleinspieler wirkt schlagbar.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="368"/>
        <source>Kontra is too risky.</source>
        <translation>Kontra ist zu riskant.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="369"/>
        <source>You are likely to win anyway.</source>
        <translation>Du gewinnst wahrscheinlich ohnehin.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="370"/>
        <source>Re is too risky.</source>
        <translation>Re ist zu riskant.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="371"/>
        <source>The remaining tricks are yours.</source>
        <translation>Die restlichen Stiche gehören dir.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="372"/>
        <source>The game cannot be won any more.</source>
        <translation>Das Spiel ist nicht mehr zu gewinnen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="373"/>
        <source>The claim cannot be beaten.</source>
        <translation>Der Anspruch ist nicht zu schlagen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="374"/>
        <source>The defence can still take a trick.</source>
        <translation>Die Gegenspieler können noch stechen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="375"/>
        <source>The declarer cannot win; accept.</source>
        <translation>Der Alleinspieler kann nicht gewinnen; annehmen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="376"/>
        <source>Play on.</source>
        <translation>Weiterspielen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="377"/>
        <source>Avoids taking card points.</source>
        <translation>Vermeidet Augen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="378"/>
        <source>Ducks under the winning card.</source>
        <translation>Unterspielt die hohe Karte.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="379"/>
        <source>Forces the declarer to use a trump.</source>
        <translation>Zwingt den Alleinspieler zum Trumpfen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="380"/>
        <source>The only card you may play.</source>
        <translation>Die einzige erlaubte Karte.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="381"/>
        <source>Grand Hand is better than the Ramsch.</source>
        <translation>Grand Hand ist besser als Ramsch.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="382"/>
        <source>Ramsch rule of thumb: stay out of tricks.</source>
        <translation>Ramsch-Faustregel: keine Stiche nehmen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="383"/>
        <source>Pushes on the most dangerous cards.</source>
        <translation>Schiebt die gefährlichsten Karten weiter.</translation>
    </message>
</context>
<context>
    <name>Illegal</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="201"/>
        <source>Cards are not played now.</source>
        <translation>Jetzt werden keine Karten gespielt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="202"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht dran.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="203"/>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte hast du nicht.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="204"/>
        <source>You must follow suit: {lead} was led.</source>
        <translation>Farbe bedienen: {lead} wurde ausgespielt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="205"/>
        <source>You must follow suit: a trump was led and you hold a trump.</source>
        <translation>Bedienen: Trumpf wurde ausgespielt und du hast Trumpf.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="208"/>
        <source>That is not allowed now.</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="209"/>
        <source>Jacks may not be pushed on.</source>
        <translation>Buben dürfen nicht geschoben werden.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="218"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="219"/>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="220"/>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="221"/>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
</context>
<context>
    <name>LastTrick</name>
    <message>
        <location filename="../skat_desktop/ui/last_trick.py" line="93"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/last_trick.py" line="97"/>
        <source>{name} took it: {points} points</source>
        <translation>{name} hat ihn gestochen: {points} Augen</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="100"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="101"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="102"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="103"/>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="104"/>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="268"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="319"/>
        <source>Could not save</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="328"/>
        <source>Could not open</source>
        <translation>Öffnen fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="335"/>
        <source>Save list</source>
        <translation>Liste speichern</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="337"/>
        <location filename="../skat_desktop/ui/main_window.py" line="347"/>
        <source>Skat lists (*.json)</source>
        <translation>Skatlisten (*.json)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="345"/>
        <source>Open list</source>
        <translation>Liste öffnen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="472"/>
        <source>The list is complete.</source>
        <translation>Die Liste ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="574"/>
        <source>No trick has been taken yet.</source>
        <translation>Es wurde noch kein Stich gemacht.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="659"/>
        <source>Hints are not available in this version.</source>
        <translation>Tipps sind in dieser Version nicht verfügbar.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="681"/>
        <source>There is nothing to decide right now.</source>
        <translation>Gerade gibt es nichts zu entscheiden.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="735"/>
        <source>Skat Desktop</source>
        <translation>Skat Desktop</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="736"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="737"/>
        <source>&amp;New list…</source>
        <translation>&amp;Neue Liste…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="738"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="739"/>
        <source>&amp;Save as…</source>
        <translation>S&amp;peichern unter…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="740"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="741"/>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="742"/>
        <source>Hint (H)</source>
        <translation>Tipp (H)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="743"/>
        <source>Last trick (L)</source>
        <translation>Letzter Stich (L)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="745"/>
        <source>Practice mode: show hints by themselves</source>
        <translation>Übungsmodus: Tipps von selbst zeigen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="747"/>
        <source>Hint strength</source>
        <translation>Tipp-Stärke</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="750"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="751"/>
        <source>Card deck</source>
        <translation>Kartenbild</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="752"/>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="754"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="755"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="756"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="757"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="761"/>
        <location filename="../skat_desktop/ui/main_window.py" line="762"/>
        <source>Score sheet</source>
        <translation>Skatliste</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="763"/>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="764"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="765"/>
        <source>&amp;About Skat Desktop</source>
        <translation>Ü&amp;ber Skat Desktop</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="785"/>
        <source>{name} is thinking…</source>
        <translation>{name} überlegt…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="792"/>
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="793"/>
        <source>Resumed the last list.</source>
        <translation>Letzte Liste fortgesetzt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="794"/>
        <source>A computer player failed; it made a random move instead.</source>
        <translation>Ein Computerspieler hatte einen Fehler und hat zufällig gespielt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="800"/>
        <source>Computer levels not available yet, playing with: {levels}</source>
        <translation>Computerstufen noch nicht verfügbar, stattdessen: {levels}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="809"/>
        <source>About Skat Desktop</source>
        <translation>Über Skat Desktop</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="810"/>
        <source>Skat Desktop — play Skat offline against computer opponents.</source>
        <translation>Skat Desktop — Skat offline gegen Computergegner.</translation>
    </message>
</context>
<context>
    <name>NewSession</name>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="219"/>
        <source>New list</source>
        <translation>Neue Liste</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="221"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="222"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="223"/>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="224"/>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="225"/>
        <source>List length (0 = open)</source>
        <translation>Listenlänge (0 = offen)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="237"/>
        <source>Options (change any)</source>
        <translation>Optionen (alle änderbar)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="250"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
</context>
<context>
    <name>Play</name>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="624"/>
        <source>Claim the rest</source>
        <translation>Rest beanspruchen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="625"/>
        <source>Concede</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="626"/>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
</context>
<context>
    <name>Result</name>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="162"/>
        <source>Show the final list</source>
        <translation>Endabrechnung zeigen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="164"/>
        <source>Next deal (Enter)</source>
        <translation>Nächstes Spiel (Enter)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="177"/>
        <source>You win!</source>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="179"/>
        <source>You lose.</source>
        <translation>Verloren.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="183"/>
        <source>{name} wins</source>
        <translation>{name} gewinnt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="185"/>
        <source>{name} loses</source>
        <translation>{name} verliert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="190"/>
        <source>Deal again</source>
        <translation>Neu geben</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="191"/>
        <source>Passed in</source>
        <translation>Eingepasst</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="209"/>
        <source>Skat</source>
        <translation>Skat</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="217"/>
        <source>Put away</source>
        <translation>Gedrückt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="250"/>
        <location filename="../skat_desktop/ui/texts.py" line="135"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="252"/>
        <source>Bid</source>
        <translation>Reizwert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="257"/>
        <source>Matadors</source>
        <translation>Spitzen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="265"/>
        <source>Multiplier</source>
        <translation>Spielstufe</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="270"/>
        <location filename="../skat_desktop/ui/result_panel.py" line="286"/>
        <source>Value</source>
        <translation>Spielwert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="271"/>
        <source>{base} × {mult} = {value}</source>
        <translation>{base} × {mult} = {value}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="279"/>
        <source>Card points</source>
        <translation>Augen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="280"/>
        <source>{points} of 120</source>
        <translation>{points} von 120</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="291"/>
        <source>Overbid</source>
        <translation>Überreizt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="292"/>
        <source>scored as {value}</source>
        <translation>gewertet als {value}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="306"/>
        <source>Doubled</source>
        <translation>Verdoppelt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="310"/>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="317"/>
        <source>{points} card points, {tricks} tricks</source>
        <translation>{points} Augen, {tricks} Stiche</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="323"/>
        <source>Jungfrau</source>
        <translation>Jungfrau</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="327"/>
        <source>Pushed</source>
        <translation>Geschoben</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="337"/>
        <source>List</source>
        <translation>Liste</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="133"/>
        <source>With {n}</source>
        <translation>Mit {n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="134"/>
        <source>Without {n}</source>
        <translation>Ohne {n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="136"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="137"/>
        <source>Schneider</source>
        <translation>Schneider</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="138"/>
        <source>Schneider announced</source>
        <translation>Schneider angesagt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="139"/>
        <source>Schwarz</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="140"/>
        <source>Schwarz announced</source>
        <translation>Schwarz angesagt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="141"/>
        <source>Ouvert</source>
        <translation>Ouvert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="150"/>
        <source>{declarer} won with {points} card points.</source>
        <translation>{declarer} gewinnt mit {points} Augen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="151"/>
        <source>{declarer} claimed the remaining tricks and won.</source>
        <translation>{declarer} beansprucht den Rest und gewinnt.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="154"/>
        <source>{declarer} lost: {points} card points are not enough (61 needed).</source>
        <translation>{declarer} verliert: {points} Augen reichen nicht (61 nötig).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="157"/>
        <source>{declarer} overbid: the game is worth {worth}, less than the bid of {bid}.</source>
        <translation>{declarer} hat sich überreizt: Das Spiel ist {worth} wert, weniger als das Gebot {bid}.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="160"/>
        <source>{declarer} announced Schneider but took only {points} card points (90 needed).</source>
        <translation>{declarer} hat Schneider angesagt, aber nur {points} Augen (90 nötig).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="163"/>
        <source>{declarer} announced Schwarz but the defenders won a trick.</source>
        <translation>{declarer} hat Schwarz angesagt, aber die Gegenspieler haben einen Stich.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="166"/>
        <source>{declarer} lost the Null game by taking a trick.</source>
        <translation>{declarer} hat im Nullspiel einen Stich bekommen.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="169"/>
        <source>{declarer} conceded the game.</source>
        <translation>{declarer} hat aufgegeben.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="170"/>
        <source>Everybody passed; the deal is passed in and scores nothing.</source>
        <translation>Alle haben gepasst: eingepasst, keine Wertung.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="173"/>
        <source>Everybody passed; the same dealer deals again.</source>
        <translation>Alle haben gepasst: derselbe Geber gibt neu.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="174"/>
        <source>Ramsch: {losers} took the most card points ({points}) and lose them.</source>
        <translation>Ramsch: {losers} hat die meisten Augen ({points}) und verliert sie.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="177"/>
        <source>Durchmarsch! {winner} took every trick.</source>
        <translation>Durchmarsch! {winner} hat alle Stiche.</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="113"/>
        <source>Forehand</source>
        <translation>Vorhand</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="114"/>
        <source>Middlehand</source>
        <translation>Mittelhand</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="115"/>
        <source>Rearhand</source>
        <translation>Hinterhand</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="118"/>
        <source>F</source>
        <translation>V</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="119"/>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="120"/>
        <source>R</source>
        <translation>H</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="275"/>
        <source>Official (ISkO)</source>
        <translation>Offiziell (ISkO)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="276"/>
        <source>Classic 1997</source>
        <translation>Klassisch 1997</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="277"/>
        <source>Club</source>
        <translation>Klub</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="278"/>
        <source>Pub</source>
        <translation>Kneipe</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="282"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="283"/>
        <source>When everybody passes</source>
        <translation>Wenn alle passen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="284"/>
        <location filename="../skat_desktop/ui/texts.py" line="330"/>
        <source>Kontra and Re</source>
        <translation>Kontra und Re</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="285"/>
        <source>Kontra allowed</source>
        <translation>Kontra erlaubt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="286"/>
        <source>Kontra only after bidding 18</source>
        <translation>Kontra nur nach Reizen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="287"/>
        <source>Matador cap</source>
        <translation>Spitzen begrenzt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="288"/>
        <source>Grand Ouvert base value</source>
        <translation>Grundwert Grand Ouvert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="289"/>
        <source>Overbid Null value</source>
        <translation>Wert überreizter Null</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="290"/>
        <source>Lost games count double</source>
        <translation>Verlorene Spiele doppelt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="291"/>
        <source>Schneider against a losing declarer</source>
        <translation>Schneider gegen den Verlierer</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="292"/>
        <source>Lost games are written to</source>
        <translation>Verlorene Spiele zählen für</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="293"/>
        <source>Conceding allowed</source>
        <translation>Aufgeben erlaubt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="294"/>
        <source>A conceded game scores</source>
        <translation>Aufgegebenes Spiel zählt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="295"/>
        <source>Ramsch: the skat goes to</source>
        <translation>Ramsch: Skat geht an</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="296"/>
        <source>Ramsch ties</source>
        <translation>Ramsch-Gleichstand</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="297"/>
        <source>Jungfrau</source>
        <translation>Jungfrau</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="298"/>
        <source>Durchmarsch</source>
        <translation>Durchmarsch</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="299"/>
        <source>Schieberamsch</source>
        <translation>Schieberamsch</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="300"/>
        <source>Jacks may be pushed</source>
        <translation>Buben schieben erlaubt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="301"/>
        <source>Grand Hand instead of Ramsch</source>
        <translation>Grand Hand statt Ramsch</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="302"/>
        <source>Bock rounds</source>
        <translation>Bockrunden</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="303"/>
        <source>Bock after</source>
        <translation>Bock nach</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="304"/>
        <source>Ramsch round after Bock</source>
        <translation>Ramschrunde nach Bock</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="305"/>
        <source>List length</source>
        <translation>Listenlänge</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="306"/>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="310"/>
        <source>Passed in</source>
        <translation>Eingepasst</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="311"/>
        <source>Ramsch</source>
        <translation>Ramsch</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="312"/>
        <source>Deal again</source>
        <translation>Neu geben</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="313"/>
        <source>Before the first lead</source>
        <translation>Vor dem ersten Ausspiel</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="314"/>
        <source>Before one&apos;s own first card</source>
        <translation>Vor der eigenen ersten Karte</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="315"/>
        <source>Next Null value</source>
        <translation>Nächster Nullwert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="316"/>
        <source>Multiples</source>
        <translation>Vielfache</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="317"/>
        <source>Always</source>
        <translation>Immer</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="318"/>
        <source>Skat games only</source>
        <translation>Nur Skatspiele</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="319"/>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="320"/>
        <source>Defenders</source>
        <translation>Gegenspieler</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="321"/>
        <source>As a lost game</source>
        <translation>Als verlorenes Spiel</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="322"/>
        <source>Game value once</source>
        <translation>Einfacher Spielwert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="323"/>
        <source>The bid value</source>
        <translation>Der Reizwert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="324"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="325"/>
        <source>Loser</source>
        <translation>Verlierer</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="326"/>
        <source>All lose</source>
        <translation>Alle verlieren</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="327"/>
        <source>Each</source>
        <translation>Jeder</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="328"/>
        <source>All others</source>
        <translation>Alle anderen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="329"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="331"/>
        <source>Lost after Kontra</source>
        <translation>Verloren nach Kontra</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="332"/>
        <source>Lost Grand</source>
        <translation>Verlorener Grand</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="333"/>
        <source>Lost with 60</source>
        <translation>Mit 60 verloren</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="334"/>
        <source>Score of hundreds</source>
        <translation>Hunderter</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="335"/>
        <source>Won Grand Hand</source>
        <translation>Gewonnener Grand Hand</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="336"/>
        <source>Plain</source>
        <translation>Einfach</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="337"/>
        <source>Seeger-Fabian</source>
        <translation>Seeger-Fabian</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="338"/>
        <source>Settlement</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="339"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="340"/>
        <source>Open-ended</source>
        <translation>Offen</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="42"/>
        <source>Passed in</source>
        <translation>Eingepasst</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="44"/>
        <source>Redeal</source>
        <translation>Neu gegeben</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="47"/>
        <source>Durchmarsch</source>
        <translation>Durchmarsch</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="109"/>
        <source>Score sheet</source>
        <translation>Skatliste</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="116"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="207"/>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="117"/>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="118"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="119"/>
        <source>Value</source>
        <translation>Spielwert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="121"/>
        <source>Marks</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="135"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="146"/>
        <source>Settlement</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="165"/>
        <source>{done} of {length} deals · {scoring}</source>
        <translation>{done} von {length} Spielen · {scoring}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="169"/>
        <source>{done} deals · {scoring}</source>
        <translation>{done} Spiele · {scoring}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="180"/>
        <source>Bock deals ahead: {n}</source>
        <translation>Bockspiele: {n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="184"/>
        <source>Ramsch deals ahead: {n}</source>
        <translation>Ramschspiele: {n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="236"/>
        <source>Bock</source>
        <translation>Bock</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="238"/>
        <source>Ramsch round</source>
        <translation>Ramschrunde</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="240"/>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="242"/>
        <source>Re</source>
        <translation>Re</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="298"/>
        <location filename="../skat_desktop/ui/table_view.py" line="737"/>
        <location filename="../skat_desktop/ui/table_view.py" line="816"/>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="300"/>
        <location filename="../skat_desktop/ui/table_view.py" line="739"/>
        <location filename="../skat_desktop/ui/table_view.py" line="818"/>
        <source>Re</source>
        <translation>Re</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="302"/>
        <location filename="../skat_desktop/ui/table_view.py" line="820"/>
        <source>Bock</source>
        <translation>Bock</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="643"/>
        <source>You take the trick ({points})</source>
        <translation>Du bekommst den Stich ({points})</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="645"/>
        <source>{name} takes the trick ({points})</source>
        <translation>{name} bekommt den Stich ({points})</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="721"/>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="723"/>
        <source>sits out</source>
        <translation>setzt aus</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="734"/>
        <source>Declarer {bid}</source>
        <translation>Alleinspieler {bid}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="759"/>
        <source>{n} tricks</source>
        <translation>{n} Stiche</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="761"/>
        <source>1 trick</source>
        <translation>1 Stich</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="787"/>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="793"/>
        <location filename="../skat_desktop/ui/table_view.py" line="803"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="796"/>
        <source>Pushed</source>
        <translation>Geschoben</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="799"/>
        <source>Bid</source>
        <translation>Reizwert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="810"/>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="822"/>
        <source>Marks</source>
        <translation>Zeichen</translation>
    </message>
</context>
</TS>
