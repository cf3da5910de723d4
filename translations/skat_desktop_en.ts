<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>About</name>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="58"/>
        <source>About Skat Desktop</source>
        <translation>About Skat Desktop</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="61"/>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="65"/>
        <source>Version unknown (not installed)</source>
        <translation>Version unknown (not installed)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="67"/>
        <source>Free software under the GNU General Public License, version 3 or later ({licence}).</source>
        <translation>Free software under the GNU General Public License, version 3 or later ({licence}).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_pieces.py" line="186"/>
        <source>Play Skat and Spitzer offline against computer players.</source>
        <translation>Play Skat and Spitzer offline against computer players.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="76"/>
        <source>Credits</source>
        <translation>Credits</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="79"/>
        <source>The card decks are the project&apos;s own drawings.</source>
        <translation>The card decks are the project&apos;s own drawings.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="82"/>
        <source>Built with Qt {qt} and PySide6 {pyside} (LGPL-3.0).</source>
        <translation>Built with Qt {qt} and PySide6 {pyside} (LGPL-3.0).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="87"/>
        <source>The rules follow the International Skat Order (ISkO).</source>
        <translation>The rules follow the International Skat Order (ISkO).</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="301"/>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="302"/>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="303"/>
        <source>Pick up the skat</source>
        <translation>Pick up the skat</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="304"/>
        <source>Discard {a} {b}</source>
        <translation>Discard {a} {b}</translation>
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
        <translation>Push the skat</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="308"/>
        <source>Concede</source>
        <translation>Concede</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="309"/>
        <source>Claim the rest</source>
        <translation>Claim the rest</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="310"/>
        <source>Accept</source>
        <translation>Accept</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="311"/>
        <source>Reject</source>
        <translation>Reject</translation>
    </message>
</context>
<context>
    <name>Aids</name>
    <message>
        <location filename="../skat_desktop/ui/aids_wiring.py" line="206"/>
        <source>Declarer&apos;s points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aids_wiring.py" line="209"/>
        <source>Defenders&apos; points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aids_wiring.py" line="217"/>
        <source>{name}&apos;s points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aids_wiring.py" line="223"/>
        <source>Trumps out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../skat_desktop/app.py" line="149"/>
        <source>The earlier copy was kept as:</source>
        <translation>The earlier copy was kept as:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="169"/>
        <source>Saved list</source>
        <translation>Saved list</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="259"/>
        <source>Resume the list from that copy?</source>
        <translation>Resume the list from that copy?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="149"/>
        <source>The saved list could not be read, so a new list was started.</source>
        <translation>The saved list could not be read, so a new list was started.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="48"/>
        <source>The saved Spitzer game could not be read; the file was kept.</source>
        <translation>The saved Spitzer game could not be read; the file was kept.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="53"/>
        <source>The saved Skat list could not be resumed. The Spitzer game you played after it goes on.</source>
        <translation>The saved Skat list could not be resumed. The Spitzer game you played after it goes on.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="236"/>
        <source>A new list was started. The earlier copy was kept; nothing was deleted.</source>
        <translation>A new list was started. The earlier copy was kept; nothing was deleted.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="36"/>
        <source>The Spitzer game you were playing could not be read: its automatic save is damaged.</source>
        <translation>The Spitzer game you were playing could not be read: its automatic save is damaged.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="42"/>
        <source>The Spitzer game you were playing could not be found: its automatic save is missing.</source>
        <translation>The Spitzer game you were playing could not be found: its automatic save is missing.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="139"/>
        <source>The list you were playing could not be read: its automatic save is damaged.</source>
        <translation>The list you were playing could not be read: its automatic save is damaged.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="144"/>
        <source>The list you were playing could not be found: its automatic save is missing.</source>
        <translation>The list you were playing could not be found: its automatic save is missing.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="256"/>
        <source>An earlier copy, saved {time}, was found.</source>
        <translation>An earlier copy, saved {time}, was found.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="262"/>
        <source>Earlier copy: {copy}</source>
        <translation>Earlier copy: {copy}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="270"/>
        <source>Resume the list?</source>
        <translation>Resume the list?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="329"/>
        <source>(no log file could be written)</source>
        <translation>(no log file could be written)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="333"/>
        <source>Something went wrong inside Skat Desktop: {error}</source>
        <translation>Something went wrong inside Skat Desktop: {error}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="336"/>
        <source>The program tries to carry on. The details are in the log file:</source>
        <translation>The program tries to carry on. The details are in the log file:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="345"/>
        <source>Unexpected error</source>
        <translation>Unexpected error</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="454"/>
        <source>No game in “%1” could be replayed, so there is nothing to review.</source>
        <translation>No game in “%1” could be replayed, so there is nothing to review.</translation>
    </message>
</context>
<context>
    <name>Bidding</name>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="171"/>
        <source>Yes, {value} (Y)</source>
        <translation>Yes, {value} (Y)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="175"/>
        <source>Pass (P)</source>
        <translation>Pass (P)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="176"/>
        <source>Bid</source>
        <translation>Bid</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="179"/>
        <source>Bid {value} (B)</source>
        <translation>Bid {value} (B)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="192"/>
        <source>{name} bids {value}. Do you hold?</source>
        <translation>{name} bids {value}. Do you hold?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="198"/>
        <source>Everybody passed. Bid 18 or pass?</source>
        <translation>Everybody passed. Bid 18 or pass?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="202"/>
        <source>Your bid: more than {value}?</source>
        <translation>Your bid: more than {value}?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="207"/>
        <source>Your bid?</source>
        <translation>Your bid?</translation>
    </message>
</context>
<context>
    <name>BiddingAid</name>
    <message>
        <location filename="../skat_desktop/ui/bidding_aid.py" line="139"/>
        <source>What your hand is worth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/bidding_aid.py" line="141"/>
        <source>Your bid: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/bidding_aid.py" line="155"/>
        <source>*A jack in the skat can lower it: at worst {games}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/bidding_aid.py" line="162"/>
        <source>Each game: the matadors (the top trumps you hold, “with”, or lack, “without”, in a row), game level × base value if you pick up the skat, its value as a hand game (Schneider and Schwarz add one level each), and the computers&apos; estimate of the chance to win it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/bidding_aid.py" line="183"/>
        <source>{count} × {base} = {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/bidding_aid.py" line="189"/>
        <source>Hand {value}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Choice</name>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="324"/>
        <source>{name} says Kontra. Answer with Re?</source>
        <translation>{name} says Kontra. Answer with Re?</translation>
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
        <translation>No (N)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="336"/>
        <source>{name} claims all remaining tricks. Accept?</source>
        <translation>{name} claims all remaining tricks. Accept?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="338"/>
        <source>{name} concedes the game. Accept?</source>
        <translation>{name} concedes the game. Accept?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="341"/>
        <source>Accept (Y)</source>
        <translation>Accept (Y)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="342"/>
        <source>Reject (N)</source>
        <translation>Reject (N)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="345"/>
        <source>{name} plays {game}. Say Kontra?</source>
        <translation>{name} plays {game}. Say Kontra?</translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="232"/>
        <source>Pick up the skat</source>
        <translation>Pick up the skat</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="233"/>
        <source>Push the skat</source>
        <translation>Push the skat</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="236"/>
        <source>You are the declarer at {bid}.</source>
        <translation>You are the declarer at {bid}.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="240"/>
        <source>…or play a hand game:</source>
        <translation>…or play a hand game:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="243"/>
        <source>Schieberamsch: push the skat on, pick it up, or play Grand Hand.</source>
        <translation>Schieberamsch: push the skat on, pick it up, or play Grand Hand.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="250"/>
        <source>Announce your game (bid {bid}).</source>
        <translation>Announce your game (bid {bid}).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="261"/>
        <source>Schneider announced</source>
        <translation>Schneider announced</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="262"/>
        <source>Schwarz announced</source>
        <translation>Schwarz announced</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="263"/>
        <source>Ouvert</source>
        <translation>Ouvert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="279"/>
        <source>at least {value}</source>
        <translation>at least {value}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="294"/>
        <source>Overbid! {game} is worth {value}, less than your bid of {bid}. Click it again to announce it anyway.</source>
        <translation>Overbid! {game} is worth {value}, less than your bid of {bid}. Click it again to announce it anyway.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_stakes.py" line="48"/>
        <source>won {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_stakes.py" line="52"/>
        <source>(list {value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_stakes.py" line="56"/>
        <source>overbid: lost even if you make 61</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_stakes.py" line="57"/>
        <source>lost {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_stakes.py" line="59"/>
        <source>(list {value}, the others {others} each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_stakes.py" line="62"/>
        <source>{game}: {won} · {lost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_stakes.py" line="66"/>
        <source>A hand game is worth at least this; the skat may add.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Discard</name>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="268"/>
        <source>Choose two cards to push on.</source>
        <translation>Choose two cards to push on.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="270"/>
        <source>Push these two (D)</source>
        <translation>Push these two (D)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="273"/>
        <source>Choose two cards to put away.</source>
        <translation>Choose two cards to put away.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="275"/>
        <source>Discard these two (D)</source>
        <translation>Discard these two (D)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="277"/>
        <source>The two cards from the skat stand a little higher, framed in violet.</source>
        <translation>The two cards from the skat stand a little higher, framed in violet.</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="29"/>
        <source>The file “%1” does not exist.</source>
        <translation>The file “%1” does not exist.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="31"/>
        <source>You are not allowed to read the file “%1”.</source>
        <translation>You are not allowed to read the file “%1”.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="35"/>
        <source>“%1” is a folder, not a saved list.</source>
        <translation>“%1” is a folder, not a saved list.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="37"/>
        <source>The file “%1” could not be read.</source>
        <translation>The file “%1” could not be read.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="39"/>
        <source>The file “%1” is damaged or is not a list saved by Skat Desktop. The game on the table was left as it was.</source>
        <translation>The file “%1” is damaged or is not a list saved by Skat Desktop. The game on the table was left as it was.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="63"/>
        <source>You are not allowed to write the file “%1”.</source>
        <translation>You are not allowed to write the file “%1”.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="67"/>
        <source>“%1” is a folder; choose a file name to save the list.</source>
        <translation>“%1” is a folder; choose a file name to save the list.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="71"/>
        <source>The file “%1” could not be written (is the disk full or the folder gone?).</source>
        <translation>The file “%1” could not be written (is the disk full or the folder gone?).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="76"/>
        <source>The list could not be saved as “%1”.</source>
        <translation>The list could not be saved as “%1”.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="80"/>
        <source>Any earlier file of that name is unchanged.</source>
        <translation>Any earlier file of that name is unchanged.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="87"/>
        <source>the file is cut short or garbled at line %1, column %2</source>
        <translation>the file is cut short or garbled at line %1, column %2</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="93"/>
        <source>the file is garbled (nested too deeply)</source>
        <translation>the file is garbled (nested too deeply)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="97"/>
        <source>the file holds a number with %1 digits, which no saved list has</source>
        <translation>the file holds a number with %1 digits, which no saved list has</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="103"/>
        <source>a newer Skat Desktop saved it; update the program to open it</source>
        <translation>a newer Skat Desktop saved it; update the program to open it</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="109"/>
        <source>the file is not text</source>
        <translation>the file is not text</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="113"/>
        <source>the file is larger than %1 MB</source>
        <translation>the file is larger than %1 MB</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="117"/>
        <source>it holds text that could not be saved again (a broken character)</source>
        <translation>it holds text that could not be saved again (a broken character)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="123"/>
        <source>it is not an ordinary file</source>
        <translation>it is not an ordinary file</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="127"/>
        <source>the file could not be read (%1)</source>
        <translation>the file could not be read (%1)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="131"/>
        <source>it is not a list saved by Skat Desktop</source>
        <translation>it is not a list saved by Skat Desktop</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="152"/>
        <source>the file is damaged (%1)</source>
        <translation>the file is damaged (%1)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="161"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="170"/>
        <source>The damaged files were kept in %1:</source>
        <translation>The damaged files were kept in %1:</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="44"/>
        <source>Diamonds</source>
        <translation>Diamonds</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="45"/>
        <source>Hearts</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="46"/>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="47"/>
        <source>Clubs</source>
        <translation>Clubs</translation>
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
        <translation>Schneider announced</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="120"/>
        <source>Schwarz announced</source>
        <translation>Schwarz announced</translation>
    </message>
</context>
<context>
    <name>GermanDeck</name>
    <message>
        <location filename="../skat_desktop/ui/card_names.py" line="48"/>
        <source>Bells</source>
        <translation>Bells</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/card_names.py" line="49"/>
        <source>Hearts</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/card_names.py" line="50"/>
        <source>Leaves</source>
        <translation>Leaves</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/card_names.py" line="51"/>
        <source>Acorns</source>
        <translation>Acorns</translation>
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
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="44"/>
        <source>the ace of acorns</source>
        <translation>the ace of acorns</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="46"/>
        <source>the ace of leaves</source>
        <translation>the ace of leaves</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="47"/>
        <source>the ace of hearts</source>
        <translation>the ace of hearts</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="86"/>
        <source>No declaration. Whoever holds both Obers and passes plays alone without saying so (Sneaker).</source>
        <translation>No declaration. Whoever holds both Obers and passes plays alone without saying so (Sneaker).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="175"/>
        <source>the other Obers, all Unters</source>
        <translation>the other Obers, all Unters</translation>
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
        <translation>Trumps: {big} (Big Queen), {spitzer} (Spitzer), {little} (Little Queen), the other Obers, all Unters, then {rest}. Trumps lie at the left of your hand.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="215"/>
        <source>Obers</source>
        <translation>Obers</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="222"/>
        <source>You hold both Obers: call a partner, play alone, or pass (and play a silent Sneaker).</source>
        <translation>You hold both Obers: call a partner, play alone, or pass (and play a silent Sneaker).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="164"/>
        <source>In Schieberamsch, Unters may be among the two pushed cards.</source>
        <translation>In Schieberamsch, Unters may be among the two pushed cards.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="239"/>
        <source>Unters may not be pushed on.</source>
        <translation>Unters may not be pushed on.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="385"/>
        <source>Unters may be pushed</source>
        <translation>Unters may be pushed</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../skat_desktop/ui/game_pieces.py" line="166"/>
        <source>Rules of Skat</source>
        <translation>Rules of Skat</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_pieces.py" line="175"/>
        <source>Spitzer</source>
        <translation>Spitzer</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/help_dialog.py" line="38"/>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/help_dialog.py" line="82"/>
        <source>This help page is missing: {path}</source>
        <translation>This help page is missing: {path}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/help_dialog.py" line="152"/>
        <source>Skat Desktop Help</source>
        <translation>Skat Desktop Help</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="174"/>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="196"/>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="180"/>
        <source>≤ 40</source>
        <translation>≤ 40</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="161"/>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="184"/>
        <source>Card points</source>
        <translation>Card points</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="190"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="181"/>
        <source>Chance to end with at most 40 card points</source>
        <translation>Chance to end with at most 40 card points</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="162"/>
        <source>How often this choice wins the game, in the deals the search tried</source>
        <translation>How often this choice wins the game, in the deals the search tried</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="185"/>
        <source>Card points you are expected to end with (fewer is better)</source>
        <translation>Card points you are expected to end with (fewer is better)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="191"/>
        <source>What this choice is expected to score, compared with the other players</source>
        <translation>What this choice is expected to score, compared with the other players</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="210"/>
        <source>Press H or the Hint button for a suggestion.</source>
        <translation>Press H or the Hint button for a suggestion.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="213"/>
        <source>Thinking about your options…</source>
        <translation>Thinking about your options…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="214"/>
        <source>The hint could not be computed.</source>
        <translation>The hint could not be computed.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="215"/>
        <source>Suggested: {option}</source>
        <translation>Suggested: {option}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="220"/>
        <source>No suggestion for this decision.</source>
        <translation>No suggestion for this decision.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="243"/>
        <source>A pass plays no game of your own, so there is no game to win. Its score is what passing is expected to bring you.</source>
        <translation>A pass plays no game of your own, so there is no game to win. Its score is what passing is expected to bring you.</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="404"/>
        <source>Highest expected score.</source>
        <translation>Highest expected score.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="405"/>
        <source>Lower expected score.</source>
        <translation>Lower expected score.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="406"/>
        <source>Draws trumps safely.</source>
        <translation>Draws trumps safely.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="407"/>
        <source>Cashes an ace while it still wins.</source>
        <translation>Cashes an ace while it still wins.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="408"/>
        <source>Gives card points to your partner&apos;s trick.</source>
        <translation>Gives card points to your partner&apos;s trick.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="409"/>
        <source>Avoids an overbid.</source>
        <translation>Avoids an overbid.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="410"/>
        <source>The hand is too weak to go higher.</source>
        <translation>The hand is too weak to go higher.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="411"/>
        <source>The skat is likely to help.</source>
        <translation>The skat is likely to help.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="412"/>
        <source>A hand game pays more.</source>
        <translation>A hand game pays more.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="413"/>
        <source>Prepares {game}.</source>
        <translation>Prepares {game}.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="414"/>
        <source>The declarer looks beatable.</source>
        <translation>The declarer looks beatable.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="415"/>
        <source>Kontra is too risky.</source>
        <translation>Kontra is too risky.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="416"/>
        <source>You are likely to win anyway.</source>
        <translation>You are likely to win anyway.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="417"/>
        <source>Re is too risky.</source>
        <translation>Re is too risky.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="418"/>
        <source>The remaining tricks are yours.</source>
        <translation>The remaining tricks are yours.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="419"/>
        <source>The game cannot be won any more.</source>
        <translation>The game cannot be won any more.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="420"/>
        <source>The claim cannot be beaten.</source>
        <translation>The claim cannot be beaten.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="421"/>
        <source>The defence can still take a trick.</source>
        <translation>The defence can still take a trick.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="422"/>
        <source>The declarer cannot win; accept.</source>
        <translation>The declarer cannot win; accept.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="423"/>
        <source>Play on.</source>
        <translation>Play on.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="424"/>
        <source>Avoids taking card points.</source>
        <translation>Avoids taking card points.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="425"/>
        <source>Ducks under the winning card.</source>
        <translation>Ducks under the winning card.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="426"/>
        <source>Forces the declarer to use a trump.</source>
        <translation>Forces the declarer to use a trump.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="427"/>
        <source>The only card you may play.</source>
        <translation>The only card you may play.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="428"/>
        <source>Grand Hand is better than the Ramsch.</source>
        <translation>Grand Hand is better than the Ramsch.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="429"/>
        <source>Ramsch rule of thumb: stay out of tricks.</source>
        <translation>Ramsch rule of thumb: stay out of tricks.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="430"/>
        <source>Pushes on the most dangerous cards.</source>
        <translation>Pushes on the most dangerous cards.</translation>
    </message>
</context>
<context>
    <name>Illegal</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="226"/>
        <source>Cards are not played now.</source>
        <translation>Cards are not played now.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="227"/>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="228"/>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="229"/>
        <source>You must follow suit: {lead} was led.</source>
        <translation>You must follow suit: {lead} was led.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="230"/>
        <source>You must follow suit: a trump was led and you hold a trump.</source>
        <translation>You must follow suit: a trump was led and you hold a trump.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="233"/>
        <source>That is not allowed now.</source>
        <translation>That is not allowed now.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="234"/>
        <source>Jacks may not be pushed on.</source>
        <translation>Jacks may not be pushed on.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="251"/>
        <source>Diamonds</source>
        <translation>Diamonds</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="252"/>
        <source>Hearts</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="253"/>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="254"/>
        <source>Clubs</source>
        <translation>Clubs</translation>
    </message>
</context>
<context>
    <name>LastTrick</name>
    <message>
        <location filename="../skat_desktop/ui/last_trick_base.py" line="102"/>
        <source>Last trick</source>
        <translation>Last trick</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/last_trick_base.py" line="106"/>
        <source>{name} took it: {points} points</source>
        <translation>{name} took it: {points} points</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../skat_desktop/ui/lesson_bar.py" line="132"/>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_bar.py" line="133"/>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_bar.py" line="134"/>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_bar.py" line="135"/>
        <source>Next deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_bar.py" line="136"/>
        <source>Lessons…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_bar.py" line="137"/>
        <source>End lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="109"/>
        <source>{title}: think again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="142"/>
        <source>{title}: lesson complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="152"/>
        <source>The deal is over, and the lesson&apos;s goal was not reached. Play it again?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="311"/>
        <location filename="../skat_desktop/ui/lessons_dialog.py" line="140"/>
        <source>Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="312"/>
        <source>New to Skat? Start with the lessons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="318"/>
        <source>Short lessons at the table teach the game step by step: following suit, card points, bidding and how to play. Help → Lessons finds them later too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="326"/>
        <source>Start the lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="330"/>
        <source>Not now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="49"/>
        <source>You have completed this lesson.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="53"/>
        <source>At the table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="65"/>
        <source>hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="67"/>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="76"/>
        <source>no Re</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="78"/>
        <source>no Kontra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="90"/>
        <source>“{choice}” costs your side {lost} points at this table: with everyone playing their best, “{better}” scores {before} on the score sheet and “{choice}” {after}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="95"/>
        <source>With everyone playing their best, “{better}” scores {before} for your side at this table. After “{choice}”, nothing you can choose next reaches that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="104"/>
        <source> or </source>
        <translation type="unfinished"> or </translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="119"/>
        <source>Your hand is worth {high} at most. A game that does not reach the bid is lost as overbid, however many card points you take: stop at {high}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="125"/>
        <source>Your hand is worth up to {high}, and the bidding is still below that. Passing gives the game away: {better} was better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="132"/>
        <source>After {card} you can be forced to take a trick, and a Null game is lost with the first trick. {better} was safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="137"/>
        <source>After {card} the declarer can no longer be forced to take a trick. With {better} the defenders would still win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="151"/>
        <source>{card} costs your side {lost} points on the score sheet: with {better} it ends with {before} card points under best play, after {card} with {after}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="156"/>
        <source>{card} costs your side {lost} points on the score sheet: with {better} the other side ends with {before} card points under best play, after {card} with {after}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="162"/>
        <source>{card} costs the Schneider: with {better} the declarer ends with {before} card points under best play, after {card} with {after}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="168"/>
        <source>{card} costs the game: with {better} you would still take {before} card points however the defenders play; after {card} they can keep you to {after}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="174"/>
        <source>{card} costs the game: with {better} the declarer would end with {before} card points at most; after {card} he can reach {after}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="180"/>
        <source>{card} leaves you {cost} card points more under best play: {better} was better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="184"/>
        <source>{card} gives away {cost} card points under best play: {better} was better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lessons_dialog.py" line="141"/>
        <source>&amp;Play the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lessons_dialog.py" line="142"/>
        <source>Close</source>
        <translation type="unfinished">Close</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="124"/>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="125"/>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="126"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="127"/>
        <source>Strong</source>
        <translation>Strong</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="128"/>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="129"/>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../skat_desktop/model/settings_keys.py" line="73"/>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/window_lists.py" line="247"/>
        <location filename="../skat_desktop/ui/window_lists.py" line="259"/>
        <source>Could not save</source>
        <translation>Could not save</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/window_lists.py" line="248"/>
        <source>{file} is one of Skat Desktop&apos;s own files (the automatic save, the statistics or the settings). Save the list under another name.</source>
        <translation>{file} is one of Skat Desktop&apos;s own files (the automatic save, the statistics or the settings). Save the list under another name.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/window_lists.py" line="276"/>
        <location filename="../skat_desktop/app.py" line="417"/>
        <location filename="../skat_desktop/app.py" line="453"/>
        <source>Could not open</source>
        <translation>Could not open</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/window_lists.py" line="296"/>
        <location filename="../skat_desktop/ui/window_lists.py" line="308"/>
        <source>Save list</source>
        <translation>Save list</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/window_lists.py" line="298"/>
        <location filename="../skat_desktop/ui/window_lists.py" line="320"/>
        <source>Skat lists (*.json)</source>
        <translation>Skat lists (*.json)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/window_lists.py" line="305"/>
        <source>“{file}” already exists. Replace it?</source>
        <translation>“{file}” already exists. Replace it?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/window_lists.py" line="318"/>
        <source>Open list</source>
        <translation>Open list</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="163"/>
        <source>Skat Desktop is already running</source>
        <translation>Skat Desktop is already running</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="265"/>
        <source>{file} — {app}</source>
        <translation>{file} — {app}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="355"/>
        <source>The list is complete.</source>
        <translation>The list is complete.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/page_steps.py" line="73"/>
        <source>No trick has been taken yet.</source>
        <translation>No trick has been taken yet.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="421"/>
        <location filename="../skat_desktop/ui/spitzer/mode.py" line="282"/>
        <source>There is nothing to decide right now.</source>
        <translation>There is nothing to decide right now.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="259"/>
        <source>Skat Desktop</source>
        <translation>Skat Desktop</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="198"/>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="199"/>
        <source>&amp;New list…</source>
        <translation>&amp;New list…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="200"/>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="201"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Save as…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="202"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="203"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="204"/>
        <source>S&amp;ettings…</source>
        <translation>S&amp;ettings…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="208"/>
        <source>Take back your last card or decision; the list then counts as practice.</source>
        <translation>Take back your last card or decision; the list then counts as practice.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="213"/>
        <source>&amp;Play</source>
        <translation>&amp;Play</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="205"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="214"/>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="215"/>
        <source>Last trick</source>
        <translation>Last trick</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="216"/>
        <source>Ask for a hint</source>
        <translation>Ask for a hint</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="218"/>
        <source>Show the last trick</source>
        <translation>Show the last trick</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="220"/>
        <source>Review the last deal</source>
        <translation>Review the last deal</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="222"/>
        <source>Practice mode: show hints by themselves</source>
        <translation>Practice mode: show hints by themselves</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="224"/>
        <source>Hint strength</source>
        <translation>Hint strength</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="227"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="228"/>
        <source>Card deck</source>
        <translation>Card deck</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="231"/>
        <source>Animation speed</source>
        <translation>Animation speed</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="233"/>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="234"/>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="235"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="236"/>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="243"/>
        <source>Rules and &amp;help</source>
        <translation>Rules and &amp;help</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="474"/>
        <location filename="../skat_desktop/ui/menus.py" line="240"/>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="241"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="242"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="244"/>
        <source>&amp;Lessons…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="245"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="246"/>
        <source>&amp;About Skat Desktop</source>
        <translation>&amp;About Skat Desktop</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="27"/>
        <source>the disk is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="29"/>
        <source>the data folder is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="30"/>
        <source>the disk refused to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="85"/>
        <source>{name} is thinking…</source>
        <translation>{name} is thinking…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="92"/>
        <source>Saved.</source>
        <translation>Saved.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="164"/>
        <source>Another copy of Skat Desktop is open. This one saves nothing automatically (no game in progress and no statistics), so the two cannot overwrite each other&apos;s files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="154"/>
        <location filename="../skat_desktop/ui/status_line.py" line="93"/>
        <source>Resumed the last list.</source>
        <translation>Resumed the last list.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="134"/>
        <source>Taken back. This list now counts as practice.</source>
        <translation>Taken back. This list now counts as practice.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="33"/>
        <source>Taken back.</source>
        <translation>Taken back.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="95"/>
        <source>Skat Desktop is already running: this copy saves nothing automatically.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="99"/>
        <source>Saving works again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="132"/>
        <source>Your game could not be saved: {reason}. Skat Desktop keeps trying; your last saved copy is intact.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="149"/>
        <source>Skat Desktop cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="150"/>
        <source>Skat Desktop cannot write to its data folder: {reason}. Your games and statistics are not saved until this is fixed; Skat Desktop keeps trying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="100"/>
        <source>A computer player failed; it made a random move instead.</source>
        <translation>A computer player failed; it made a random move instead.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="27"/>
        <source>Undo turns this Spitzer game into practice: it will not count in your statistics.</source>
        <translation>Undo turns this Spitzer game into practice: it will not count in your statistics.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="128"/>
        <source>Undo turns this list into practice: it will not count in your statistics.</source>
        <translation>Undo turns this list into practice: it will not count in your statistics.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/app_actions.py" line="86"/>
        <source>Take back the move?</source>
        <translation>Take back the move?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/app_actions.py" line="94"/>
        <source>Take back</source>
        <translation>Take back</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/app_actions.py" line="96"/>
        <source>Don&apos;t ask again</source>
        <translation>Don&apos;t ask again</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/app_actions.py" line="228"/>
        <source>Play this card?</source>
        <translation>Play this card?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/app_actions.py" line="229"/>
        <source>Play {card}?</source>
        <translation>Play {card}?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/app_actions.py" line="361"/>
        <source>No deal has been finished yet.</source>
        <translation>No deal has been finished yet.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/app_actions.py" line="399"/>
        <source>Could not play the deal again</source>
        <translation>Could not play the deal again</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="18"/>
        <source>Replace the running Spitzer game?</source>
        <translation>Replace the running Spitzer game?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="19"/>
        <source>The running Spitzer game is not finished. It stays in the automatic save only until the new game replaces it. Go on?</source>
        <translation>The running Spitzer game is not finished. It stays in the automatic save only until the new game replaces it. Go on?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="119"/>
        <source>Replace the running list?</source>
        <translation>Replace the running list?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="120"/>
        <source>The running list is not finished. It stays in the automatic save only until the new list replaces it. Go on?</source>
        <translation>The running list is not finished. It stays in the automatic save only until the new list replaces it. Go on?</translation>
    </message>
</context>
<context>
    <name>NewSession</name>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="422"/>
        <source>New list</source>
        <translation>New list</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="424"/>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/list_options.py" line="32"/>
        <source>Settlement stake:</source>
        <translation>Settlement stake:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="425"/>
        <source>Rules:</source>
        <translation>Rules:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="426"/>
        <source>Players:</source>
        <translation>Players:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="427"/>
        <source>Your name:</source>
        <translation>Your name:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="428"/>
        <source>Deals in the list:</source>
        <translation>Deals in the list:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="433"/>
        <source>Choose a set of rules; any option can be changed.</source>
        <translation>Choose a set of rules; any option can be changed.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_pieces.py" line="164"/>
        <source>Skat</source>
        <translation>Skat</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_pieces.py" line="172"/>
        <source>Spitzer (four players, game to 42)</source>
        <translation>Spitzer (four players, game to 42)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/list_options.py" line="34"/>
        <source>no settlement</source>
        <translation>no settlement</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/list_options.py" line="37"/>
        <source>At the end each other player pays the winner this stake plus the difference between the winner&apos;s total and his own.</source>
        <translation>At the end each other player pays the winner this stake plus the difference between the winner&apos;s total and his own.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="446"/>
        <source>Your name on the score sheet; leave it empty to be called &quot;You&quot;.</source>
        <translation>Your name on the score sheet; leave it empty to be called &quot;You&quot;.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="451"/>
        <source>3 players</source>
        <translation>3 players</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="453"/>
        <source>4 players (the dealer sits out)</source>
        <translation>4 players (the dealer sits out)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="461"/>
        <source>Computer players: name and level</source>
        <translation>Computer players: name and level</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="463"/>
        <source>Easy plays simple rules of thumb; Normal and Strong search the possible card distributions, Strong for longer.</source>
        <translation>Easy plays simple rules of thumb; Normal and Strong search the possible card distributions, Strong for longer.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="472"/>
        <source>Computer {n}:</source>
        <translation>Computer {n}:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="475"/>
        <source>The computer&apos;s name on the score sheet.</source>
        <translation>The computer&apos;s name on the score sheet.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="480"/>
        <source>Options (change any)</source>
        <translation>Options (change any)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="497"/>
        <source>You</source>
        <translation>You</translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="27"/>
        <source>What the strongest computer player would have scored in your seat with the same cards, against the same opponents, under the list&apos;s scoring. One deal&apos;s par is rough; over a list it shows how well you play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="48"/>
        <source>working out par…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="51"/>
        <source>{par:+d} · you {own:+d}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="62"/>
        <source>Against par: {none}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="65"/>
        <source>Against par: you {own:+d} · par {par:+d}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="69"/>
        <source>({known} of {deals} deals)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Play</name>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="380"/>
        <source>Claim the rest</source>
        <translation>Claim the rest</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="381"/>
        <source>Concede</source>
        <translation>Concede</translation>
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
        <translation>{declarer} won the Null game without taking a trick.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="138"/>
        <source>Back to the list</source>
        <translation>Back to the list</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="140"/>
        <source>Show the final list</source>
        <translation>Show the final list</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="142"/>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="220"/>
        <source>Next deal (Enter)</source>
        <translation>Next deal (Enter)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="143"/>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="221"/>
        <source>Review the deal</source>
        <translation>Review the deal</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="162"/>
        <source>You win!</source>
        <translation>You win!</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="164"/>
        <source>You lose.</source>
        <translation>You lose.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="168"/>
        <source>{name} wins</source>
        <translation>{name} wins</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="170"/>
        <source>{name} loses</source>
        <translation>{name} loses</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="175"/>
        <source>Deal again</source>
        <translation>Deal again</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="176"/>
        <source>Passed in</source>
        <translation>Passed in</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="195"/>
        <source>Skat</source>
        <translation>Skat</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="203"/>
        <source>Put away</source>
        <translation>Put away</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="256"/>
        <location filename="../skat_desktop/ui/texts.py" line="160"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="258"/>
        <source>The game the declarer announced.</source>
        <translation>The game the declarer announced.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="262"/>
        <source>Bid</source>
        <translation>Bid</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="264"/>
        <source>The highest bid of the auction: the game value must reach it.</source>
        <translation>The highest bid of the auction: the game value must reach it.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="272"/>
        <source>Matadors</source>
        <translation>Matadors</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="276"/>
        <source>The highest trumps in an unbroken run: how many the declarer held (with) or lacked (without), counting the skat.</source>
        <translation>The highest trumps in an unbroken run: how many the declarer held (with) or lacked (without), counting the skat.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="285"/>
        <source>Multiplier</source>
        <translation>Multiplier</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="287"/>
        <source>How many times the base value counts: the matadors, one for the game, and one for each of Hand, Schneider, Schwarz, their announcements and Ouvert.</source>
        <translation>How many times the base value counts: the matadors, one for the game, and one for each of Hand, Schneider, Schwarz, their announcements and Ouvert.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="297"/>
        <location filename="../skat_desktop/ui/result_panel.py" line="325"/>
        <source>Game value</source>
        <translation>Game value</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="356"/>
        <source>Kontra, Re and a Bock round each double the score.</source>
        <translation>Kontra, Re and a Bock round each double the score.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="363"/>
        <source>Declarer&apos;s score</source>
        <translation>Declarer&apos;s score</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="365"/>
        <source>What the game counts for the declarer: the game value when won; when lost, minus twice the game value (once in some rule sets).</source>
        <translation>What the game counts for the declarer: the game value when won; when lost, minus twice the game value (once in some rule sets).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="397"/>
        <source>Each push of the skat doubles the Ramsch&apos;s result.</source>
        <translation>Each push of the skat doubles the Ramsch&apos;s result.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="411"/>
        <source>In the list</source>
        <translation>In the list</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="413"/>
        <source>What this deal adds to each player&apos;s total in the score sheet, under the list&apos;s scoring.</source>
        <translation>What this deal adds to each player&apos;s total in the score sheet, under the list&apos;s scoring.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="298"/>
        <source>{base} × {mult} = {value}</source>
        <translation>{base} × {mult} = {value}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="303"/>
        <source>The game&apos;s worth: base value × multiplier. Below the bid, the game is overbid and lost.</source>
        <translation>The game&apos;s worth: base value × multiplier. Below the bid, the game is overbid and lost.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="312"/>
        <source>Card points</source>
        <translation>Card points</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="313"/>
        <source>{points} of 120</source>
        <translation>{points} of 120</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="316"/>
        <source>The card points in the declarer&apos;s tricks and the skat; 61 win unless Schneider or Schwarz was announced.</source>
        <translation>The card points in the declarer&apos;s tricks and the skat; 61 win unless Schneider or Schwarz was announced.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="327"/>
        <source>A Null game has a fixed value, without a multiplier.</source>
        <translation>A Null game has a fixed value, without a multiplier.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="334"/>
        <source>Overbid</source>
        <translation>Overbid</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="335"/>
        <source>scored as {value}</source>
        <translation>scored as {value}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="338"/>
        <source>The game value did not reach the bid: the game is lost and scored at a value that reaches the bid.</source>
        <translation>The game value did not reach the bid: the game is lost and scored at a value that reaches the bid.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="354"/>
        <source>Doubled</source>
        <translation>Doubled</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="376"/>
        <source>{points} card points, {tricks} tricks</source>
        <translation>{points} card points, {tricks} tricks</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="379"/>
        <source>The card points and tricks this player took in the Ramsch.</source>
        <translation>The card points and tricks this player took in the Ramsch.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="386"/>
        <source>Jungfrau</source>
        <translation>Jungfrau</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="388"/>
        <source>Players who took no trick (Jungfrau) double the loser&apos;s result.</source>
        <translation>Players who took no trick (Jungfrau) double the loser&apos;s result.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="395"/>
        <source>Pushed</source>
        <translation>Pushed</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="158"/>
        <source>With {n}</source>
        <translation>With {n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="159"/>
        <source>Without {n}</source>
        <translation>Without {n}</translation>
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
        <translation>Schneider announced</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="164"/>
        <source>Schwarz</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="165"/>
        <source>Schwarz announced</source>
        <translation>Schwarz announced</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="166"/>
        <source>Ouvert</source>
        <translation>Ouvert</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="175"/>
        <source>{declarer} won with {points} card points.</source>
        <translation>{declarer} won with {points} card points.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="176"/>
        <source>{declarer} claimed the remaining tricks and won.</source>
        <translation>{declarer} claimed the remaining tricks and won.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="179"/>
        <source>{declarer} lost: {points} card points are not enough (61 needed).</source>
        <translation>{declarer} lost: {points} card points are not enough (61 needed).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="182"/>
        <source>{declarer} overbid: the game is worth {worth}, less than the bid of {bid}.</source>
        <translation>{declarer} overbid: the game is worth {worth}, less than the bid of {bid}.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="185"/>
        <source>{declarer} announced Schneider but took only {points} card points (90 needed).</source>
        <translation>{declarer} announced Schneider but took only {points} card points (90 needed).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="188"/>
        <source>{declarer} announced Schwarz but the defenders won a trick.</source>
        <translation>{declarer} announced Schwarz but the defenders won a trick.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="191"/>
        <source>{declarer} lost the Null game by taking a trick.</source>
        <translation>{declarer} lost the Null game by taking a trick.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="194"/>
        <source>{declarer} conceded the game.</source>
        <translation>{declarer} conceded the game.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="195"/>
        <source>Everybody passed; the deal is passed in and scores nothing.</source>
        <translation>Everybody passed; the deal is passed in and scores nothing.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="198"/>
        <source>Everybody passed; the same dealer deals again.</source>
        <translation>Everybody passed; the same dealer deals again.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="199"/>
        <source>Ramsch: {losers} took the most card points ({points}) and lose them.</source>
        <translation>Ramsch: {losers} took the most card points ({points}) and lose them.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="202"/>
        <source>Durchmarsch! {winner} took every trick.</source>
        <translation>Durchmarsch! {winner} took every trick.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../skat_desktop/ui/review_dialog.py" line="65"/>
        <source>as {role} (your cards)</source>
        <translation>as {role} (your cards)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_dialog.py" line="76"/>
        <source>Review of deal {number}</source>
        <translation>Review of deal {number}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_dialog.py" line="80"/>
        <source>Review of the deal</source>
        <translation>Review of the deal</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="270"/>
        <source>Could you have won?</source>
        <translation>Could you have won?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="272"/>
        <source>Which cards decided it?</source>
        <translation>Which cards decided it?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="274"/>
        <source>First step (Home)</source>
        <translation>First step (Home)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="275"/>
        <source>One step back (Left)</source>
        <translation>One step back (Left)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="277"/>
        <source>One step forward (Right)</source>
        <translation>One step forward (Right)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="279"/>
        <source>Last step (End)</source>
        <translation>Last step (End)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="286"/>
        <source>Play this deal again</source>
        <translation>Play this deal again</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="280"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_dialog.py" line="66"/>
        <source>as {role} ({name}&apos;s cards)</source>
        <translation>as {role} ({name}&apos;s cards)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="295"/>
        <source>The seat you take when the deal is played again</source>
        <translation>The seat you take when the deal is played again</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="407"/>
        <source>Rows marked ⚠ hold a card that changed the outcome: select one to see what would have happened instead.</source>
        <translation>Rows marked ⚠ hold a card that changed the outcome: select one to see what would have happened instead.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="34"/>
        <source>won</source>
        <translation>won</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="35"/>
        <source>lost</source>
        <translation>lost</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="36"/>
        <source>won with Schneider</source>
        <translation>won with Schneider</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="37"/>
        <source>lost, Schneider</source>
        <translation>lost, Schneider</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="39"/>
        <source> or </source>
        <translation> or </translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="48"/>
        <source>With {better} instead of {played} the declarer would have taken no trick.</source>
        <translation>With {better} instead of {played} the declarer would have taken no trick.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="53"/>
        <source>With {better} instead of {played} the declarer would have had to take a trick.</source>
        <translation>With {better} instead of {played} the declarer would have had to take a trick.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="59"/>
        <source>With {better} instead of {played}, {name} would have taken {value} card points instead of {after}.</source>
        <translation>With {better} instead of {played}, {name} would have taken {value} card points instead of {after}.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="71"/>
        <source>With {better} instead of {played} the declarer would have kept {value} card points ({outcome}); after {played} at most {after} ({outcome_after}).</source>
        <translation>With {better} instead of {played} the declarer would have kept {value} card points ({outcome}); after {played} at most {after} ({outcome_after}).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="77"/>
        <source>With {better} instead of {played} the declarer would have been held to {value} card points ({outcome}); after {played} the declarer was sure of {after} ({outcome_after}).</source>
        <translation>With {better} instead of {played} the declarer would have been held to {value} card points ({outcome}); after {played} the declarer was sure of {after} ({outcome_after}).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="44"/>
        <source>Trick {trick}, {name}: {text}</source>
        <translation>Trick {trick}, {name}: {text}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="102"/>
        <source>No card was played in this deal, so there is nothing to analyse.</source>
        <translation>No card was played in this deal, so there is nothing to analyse.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="52"/>
        <source>The analysis could not be completed; the steps can still be replayed.</source>
        <translation>The analysis could not be completed; the steps can still be replayed.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="56"/>
        <source>Analysing the deal with all cards open…</source>
        <translation>Analysing the deal with all cards open…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="58"/>
        <source>No card of yours changed the outcome.</source>
        <translation>No card of yours changed the outcome.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="60"/>
        <source>No card changed the outcome: it was decided by the deal.</source>
        <translation>No card changed the outcome: it was decided by the deal.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="80"/>
        <source>Trick {trick}, {name}: {better} instead of {played}.</source>
        <translation>Trick {trick}, {name}: {better} instead of {played}.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="89"/>
        <source>You could have won.</source>
        <translation>You could have won.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="111"/>
        <source>You could have beaten the declarer.</source>
        <translation>You could have beaten the declarer.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="90"/>
        <source>A card of yours changed the outcome.</source>
        <translation>A card of yours changed the outcome.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="112"/>
        <source>You could have taken fewer points.</source>
        <translation>You could have taken fewer points.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="93"/>
        <source>Cards that changed the outcome: {count}.</source>
        <translation>Cards that changed the outcome: {count}.</translation>
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
        <translation>Cards dealt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="139"/>
        <source>Auction — {said}</source>
        <translation>Auction — {said}</translation>
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
        <translation>Claim</translation>
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
        <translation>Trick {n} — {cards}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="160"/>
        <source>Trick {n} — {cards} → {name}</source>
        <translation>Trick {n} — {cards} → {name}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="163"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="150"/>
        <source>Trick {n} — {cards} → {name} ({points})</source>
        <translation>Trick {n} — {cards} → {name} ({points})</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="171"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="158"/>
        <source>Step {n} of {total}</source>
        <translation>Step {n} of {total}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="186"/>
        <source>declarer</source>
        <translation>declarer</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="189"/>
        <source>Tricks: {tricks}</source>
        <translation>Tricks: {tricks}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="192"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="173"/>
        <source>Tricks: {tricks} · Points: {points}</source>
        <translation>Tricks: {tricks} · Points: {points}</translation>
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
        <translation>Bid {bid}</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="138"/>
        <source>Forehand</source>
        <translation>Forehand</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="139"/>
        <source>Middlehand</source>
        <translation>Middlehand</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="140"/>
        <source>Rearhand</source>
        <translation>Rearhand</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="143"/>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="144"/>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="145"/>
        <source>R</source>
        <translation>R</translation>
    </message>
</context>
<context>
    <name>RuleTips</name>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="17"/>
        <source>Three players, or four: then the dealer sits out each deal and takes no cards.</source>
        <translation>Three players, or four: then the dealer sits out each deal and takes no cards.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="20"/>
        <source>How many deals the list has: a multiple of the number of players (36 at three, 48 at four is usual). 0 plays on without end.</source>
        <translation>How many deals the list has: a multiple of the number of players (36 at three, 48 at four is usual). 0 plays on without end.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="25"/>
        <source>What happens when all three pass: the deal scores nothing (official), a Ramsch is played, or the same dealer deals again.</source>
        <translation>What happens when all three pass: the deal scores nothing (official), a Ramsch is played, or the same dealer deals again.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="30"/>
        <source>A defender may say Kontra to double the game; the declarer may answer Re to double it again.</source>
        <translation>A defender may say Kontra to double the game; the declarer may answer Re to double it again.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="35"/>
        <source>Until when Kontra may be said: before the first card of the game, or until the defender plays his own first card.</source>
        <translation>Until when Kontra may be said: before the first card of the game, or until the defender plays his own first card.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="40"/>
        <source>Only a defender who bid or held at least 18 may say Kontra.</source>
        <translation>Only a defender who bid or held at least 18 may say Kontra.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="43"/>
        <source>The most matadors (with or without) that count towards the game value. House rule: 4. None: all count.</source>
        <translation>The most matadors (with or without) that count towards the game value. House rule: 4. None: all count.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="48"/>
        <source>24: Grand Ouvert is a Grand with the Ouvert level (official). 36: the base value is 36 and Ouvert is not counted as a level (1997 rules).</source>
        <translation>24: Grand Ouvert is a Grand with the Ouvert level (official). 36: the base value is 36 and Ouvert is not counted as a level (1997 rules).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="53"/>
        <source>The value of an overbid Null game: the next Null value the declarer could still have announced (official), or the next multiple of the announced value (1997 rules).</source>
        <translation>The value of an overbid Null game: the next Null value the declarer could still have announced (official), or the next multiple of the announced value (1997 rules).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="59"/>
        <source>A lost game costs twice its value: always (official), or only games with the skat picked up, while lost hand games count once.</source>
        <translation>A lost game costs twice its value: always (official), or only games with the skat picked up, while lost hand games count once.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="64"/>
        <source>Whether Schneider and Schwarz suffered by a losing declarer raise the value always (official), or only after the skat was picked up.</source>
        <translation>Whether Schneider and Schwarz suffered by a losing declarer raise the value always (official), or only after the skat was picked up.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="69"/>
        <source>A lost game is written as a minus for the declarer (official), or as a plus for each defender.</source>
        <translation>A lost game is written as a minus for the declarer (official), or as a plus for each defender.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="74"/>
        <source>The declarer may give up before the first card is led.</source>
        <translation>The declarer may give up before the first card is led.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="77"/>
        <source>What a conceded game costs: a lost game of the announced type, its value once, or the bid (doubled after picking up the skat).</source>
        <translation>What a conceded game costs: a lost game of the announced type, its value once, or the bid (doubled after picking up the skat).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="82"/>
        <source>In a Ramsch, the skat goes to the winner of the last trick or to the loser.</source>
        <translation>In a Ramsch, the skat goes to the winner of the last trick or to the loser.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="85"/>
        <source>In a Ramsch, players tied for most card points all lose.</source>
        <translation>In a Ramsch, players tied for most card points all lose.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="88"/>
        <source>Jungfrau: a player who takes no trick in a Ramsch doubles the loser&apos;s result, each time (official), only when both others took no trick, or never.</source>
        <translation>Jungfrau: a player who takes no trick in a Ramsch doubles the loser&apos;s result, each time (official), only when both others took no trick, or never.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="93"/>
        <source>Durchmarsch: a player who takes every trick in a Ramsch wins 120. Off: he simply loses.</source>
        <translation>Durchmarsch: a player who takes every trick in a Ramsch wins 120. Off: he simply loses.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="97"/>
        <source>Schieberamsch: before a Ramsch, each player in turn picks up the skat and pushes two cards on, or passes it on unseen; each push doubles.</source>
        <translation>Schieberamsch: before a Ramsch, each player in turn picks up the skat and pushes two cards on, or passes it on unseen; each push doubles.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="102"/>
        <source>In Schieberamsch, jacks may be among the two pushed cards.</source>
        <translation>In Schieberamsch, jacks may be among the two pushed cards.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="105"/>
        <source>In Schieberamsch, a player may declare Grand Hand instead of pushing, and the Ramsch is off.</source>
        <translation>In Schieberamsch, a player may declare Grand Hand instead of pushing, and the Ramsch is off.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="110"/>
        <source>Bock rounds: after the events chosen below, one deal per player follows in which every game counts double.</source>
        <translation>Bock rounds: after the events chosen below, one deal per player follows in which every game counts double.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="115"/>
        <source>Which events start a Bock round.</source>
        <translation>Which events start a Bock round.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="116"/>
        <source>After each Bock round, one Ramsch per player follows.</source>
        <translation>After each Bock round, one Ramsch per player follows.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="119"/>
        <source>Plain: game values are summed. Seeger-Fabian: +50 for a won game, −50 for a lost one, and the others get 40 (30 at four) when the declarer loses. Settlement: at the end each player is paid the difference to every other.</source>
        <translation>Plain: game values are summed. Seeger-Fabian: +50 for a won game, −50 for a lost one, and the others get 40 (30 at four) when the declarer loses. Settlement: at the end each player is paid the difference to every other.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="128"/>
        <source>All players passed.</source>
        <translation>All players passed.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="129"/>
        <source>A game with Kontra and Re.</source>
        <translation>A game with Kontra and Re.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="130"/>
        <source>A game lost after Kontra.</source>
        <translation>A game lost after Kontra.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="131"/>
        <source>A lost Grand.</source>
        <translation>A lost Grand.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="132"/>
        <source>A game lost with exactly 60 card points.</source>
        <translation>A game lost with exactly 60 card points.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="133"/>
        <source>A player&apos;s total reaches a round hundred (100, 200, …).</source>
        <translation>A player&apos;s total reaches a round hundred (100, 200, …).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="136"/>
        <source>A won Grand Hand.</source>
        <translation>A won Grand Hand.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="140"/>
        <source>The International Skat Order: no Kontra, Ramsch or Bock; a passed-in deal scores nothing.</source>
        <translation>The International Skat Order: no Kontra, Ramsch or Bock; a passed-in deal scores nothing.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="144"/>
        <source>Older rules: lost hand games count once, Grand Ouvert base 36, overbid Null in multiples, settlement at the end.</source>
        <translation>Older rules: lost hand games count once, Grand Ouvert base 36, overbid Null in multiples, settlement at the end.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="149"/>
        <source>Kontra; Ramsch when all pass (Jungfrau only if both others took no trick, no Durchmarsch); lost games count double only after picking up; a conceded game costs its value once.</source>
        <translation>Kontra; Ramsch when all pass (Jungfrau only if both others took no trick, no Durchmarsch); lost games count double only after picking up; a conceded game costs its value once.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="155"/>
        <source>Official rules with Kontra, Ramsch and Schieberamsch, and Bock rounds after a game lost with 60, after Kontra and Re, and after a game lost after Kontra.</source>
        <translation>Official rules with Kontra, Ramsch and Schieberamsch, and Bock rounds after a game lost with 60, after Kontra and Re, and after a game lost after Kontra.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="315"/>
        <source>Official (ISkO)</source>
        <translation>Official (ISkO)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="316"/>
        <source>Classic 1997</source>
        <translation>Classic 1997</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="317"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="318"/>
        <source>Pub</source>
        <translation>Pub</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="322"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="323"/>
        <source>When everybody passes</source>
        <translation>When everybody passes</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="324"/>
        <location filename="../skat_desktop/ui/texts.py" line="370"/>
        <source>Kontra and Re</source>
        <translation>Kontra and Re</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="325"/>
        <source>Kontra allowed</source>
        <translation>Kontra allowed</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="326"/>
        <source>Kontra only after bidding 18</source>
        <translation>Kontra only after bidding 18</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="327"/>
        <source>Matador cap</source>
        <translation>Matador cap</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="328"/>
        <source>Grand Ouvert base value</source>
        <translation>Grand Ouvert base value</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="329"/>
        <source>Overbid Null value</source>
        <translation>Overbid Null value</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="330"/>
        <source>Lost games count double</source>
        <translation>Lost games count double</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="331"/>
        <source>Schneider against a losing declarer</source>
        <translation>Schneider against a losing declarer</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="332"/>
        <source>Lost games are written to</source>
        <translation>Lost games are written to</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="333"/>
        <source>Conceding allowed</source>
        <translation>Conceding allowed</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="334"/>
        <source>A conceded game scores</source>
        <translation>A conceded game scores</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="335"/>
        <source>Ramsch: the skat goes to</source>
        <translation>Ramsch: the skat goes to</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="336"/>
        <source>Ramsch ties</source>
        <translation>Ramsch ties</translation>
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
        <translation>Jacks may be pushed</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="341"/>
        <source>Grand Hand instead of Ramsch</source>
        <translation>Grand Hand instead of Ramsch</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="342"/>
        <source>Bock rounds</source>
        <translation>Bock rounds</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="343"/>
        <source>Bock after</source>
        <translation>Bock after</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="344"/>
        <source>Ramsch round after Bock</source>
        <translation>Ramsch round after Bock</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="345"/>
        <source>List length</source>
        <translation>List length</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="346"/>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="350"/>
        <source>Passed in</source>
        <translation>Passed in</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="351"/>
        <source>Ramsch</source>
        <translation>Ramsch</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="352"/>
        <source>Deal again</source>
        <translation>Deal again</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="353"/>
        <source>Before the first lead</source>
        <translation>Before the first lead</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="354"/>
        <source>Before one&apos;s own first card</source>
        <translation>Before one&apos;s own first card</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="355"/>
        <source>Next Null value</source>
        <translation>Next Null value</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="356"/>
        <source>Multiples</source>
        <translation>Multiples</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="357"/>
        <source>Always</source>
        <translation>Always</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="358"/>
        <source>Skat games only</source>
        <translation>Skat games only</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="359"/>
        <source>Declarer</source>
        <translation>Declarer</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="360"/>
        <source>Defenders</source>
        <translation>Defenders</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="361"/>
        <source>As a lost game</source>
        <translation>As a lost game</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="362"/>
        <source>Game value once</source>
        <translation>Game value once</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="363"/>
        <source>The bid value</source>
        <translation>The bid value</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="364"/>
        <source>Last trick</source>
        <translation>Last trick</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="365"/>
        <source>Loser</source>
        <translation>Loser</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="366"/>
        <source>All lose</source>
        <translation>All lose</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="367"/>
        <source>Each</source>
        <translation>Each</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="368"/>
        <source>All others</source>
        <translation>All others</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="369"/>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="371"/>
        <source>Lost after Kontra</source>
        <translation>Lost after Kontra</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="372"/>
        <source>Lost Grand</source>
        <translation>Lost Grand</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="373"/>
        <source>Lost with 60</source>
        <translation>Lost with 60</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="374"/>
        <source>Score of hundreds</source>
        <translation>Score of hundreds</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="375"/>
        <source>Won Grand Hand</source>
        <translation>Won Grand Hand</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="376"/>
        <source>Plain</source>
        <translation>Plain</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="377"/>
        <source>Seeger-Fabian</source>
        <translation>Seeger-Fabian</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="378"/>
        <source>Settlement</source>
        <translation>Settlement</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="379"/>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="380"/>
        <source>Open-ended</source>
        <translation>Open-ended</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="67"/>
        <source>Passed in</source>
        <translation>Passed in</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="69"/>
        <source>Redeal</source>
        <translation>Redeal</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="72"/>
        <source>Durchmarsch</source>
        <translation>Durchmarsch</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sheet.py" line="46"/>
        <source>Review this deal…</source>
        <translation>Review this deal…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="168"/>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="176"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="182"/>
        <source>Declarer</source>
        <translation>Declarer</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="183"/>
        <source>Decl.</source>
        <comment>short column header</comment>
        <translation>Decl.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="177"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="187"/>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="188"/>
        <source>Val.</source>
        <comment>short column header</comment>
        <translation>Val.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="178"/>
        <source>Marks</source>
        <translation>Marks</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="211"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="224"/>
        <source>Settlement</source>
        <translation>Settlement</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="241"/>
        <source>Practice deal: your list waits, unchanged, until you go back.</source>
        <translation>Practice deal: your list waits, unchanged, until you go back.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="250"/>
        <source>{done} of {length} deals · {scoring}</source>
        <translation>{done} of {length} deals · {scoring}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="254"/>
        <source>{done} deals · {scoring}</source>
        <translation>{done} deals · {scoring}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="265"/>
        <source>Bock deals ahead: {n}</source>
        <translation>Bock deals ahead: {n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="269"/>
        <source>Ramsch deals ahead: {n}</source>
        <translation>Ramsch deals ahead: {n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="308"/>
        <source>Dealer: {name}</source>
        <translation>Dealer: {name}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="341"/>
        <source>Bock</source>
        <translation>Bock</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="343"/>
        <source>Ramsch round</source>
        <translation>Ramsch round</translation>
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
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="319"/>
        <source>Table and cards</source>
        <translation>Table and cards</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="320"/>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="321"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="324"/>
        <source>Card deck:</source>
        <translation>Card deck:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="325"/>
        <source>Card back:</source>
        <translation>Card back:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="326"/>
        <source>Table colour:</source>
        <translation>Table colour:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="327"/>
        <source>Animation speed:</source>
        <translation>Animation speed:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="328"/>
        <source>Computers&apos; think time:</source>
        <translation>Computers&apos; think time:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="329"/>
        <source>Hints and par from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="330"/>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="339"/>
        <source>The deck&apos;s own back</source>
        <translation>The deck&apos;s own back</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="344"/>
        <source>Green felt</source>
        <translation>Green felt</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="345"/>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="346"/>
        <source>Wine red</source>
        <translation>Wine red</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="347"/>
        <source>Wood brown</source>
        <translation>Wood brown</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="348"/>
        <source>Slate grey</source>
        <translation>Slate grey</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="353"/>
        <source>Off (no animation)</source>
        <translation>Off (no animation)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="354"/>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="355"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="356"/>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="361"/>
        <source>Follow the animation speed</source>
        <translation>Follow the animation speed</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="362"/>
        <source>Short (¼ second)</source>
        <translation>Short (¼ second)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="363"/>
        <source>Normal (⅔ second)</source>
        <translation>Normal (⅔ second)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="364"/>
        <source>Long (1½ seconds)</source>
        <translation>Long (1½ seconds)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="368"/>
        <source>System language</source>
        <translation>System language</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="372"/>
        <source>Ask before playing a card</source>
        <translation>Ask before playing a card</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="375"/>
        <source>Play a single legal card automatically</source>
        <translation>Play a single legal card automatically</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="378"/>
        <source>Show the win chance in hints</source>
        <translation>Show the win chance in hints</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="381"/>
        <source>Ask before undo makes a list practice</source>
        <translation>Ask before undo makes a list practice</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="384"/>
        <source>The picture of the cards: French or German suits.</source>
        <translation>The picture of the cards: French or German suits.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="387"/>
        <source>Draw the backs of the cards from another deck.</source>
        <translation>Draw the backs of the cards from another deck.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="390"/>
        <source>The colour of the cloth on the table.</source>
        <translation>The colour of the cloth on the table.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="393"/>
        <source>How fast cards are dealt and moved.</source>
        <translation>How fast cards are dealt and moved.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="396"/>
        <source>The shortest time a computer player takes before its card is shown, so you can follow the play.</source>
        <translation>The shortest time a computer player takes before its card is shown, so you can follow the play.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="401"/>
        <source>The language of menus, messages and help.</source>
        <translation>The language of menus, messages and help.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="404"/>
        <source>A click on a card first asks whether to play it, against slips of the mouse.</source>
        <translation>A click on a card first asks whether to play it, against slips of the mouse.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="408"/>
        <source>When only one card may be played, it is played without waiting for you.</source>
        <translation>When only one card may be played, it is played without waiting for you.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="412"/>
        <source>The hint table shows how often each choice wins, beside its expected score.</source>
        <translation>The hint table shows how often each choice wins, beside its expected score.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="416"/>
        <source>The computer player whose advice the hints give and whose result par is; a weaker one answers faster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="421"/>
        <source>A list in which a move was taken back counts as practice, not in your statistics; the first undo of a list asks before it does that.</source>
        <translation>A list in which a move was taken back counts as practice, not in your statistics; the first undo of a list asks before it does that.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="433"/>
        <source>Show the default settings; nothing changes until OK or Apply.</source>
        <translation>Show the default settings; nothing changes until OK or Apply.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="41"/>
        <source>Learning aids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="43"/>
        <source>Bidding aid: what each game is worth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="46"/>
        <source>Show the card points each side has taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="49"/>
        <source>Show how many trumps are still out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="51"/>
        <source>Tournament mode: no aids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="53"/>
        <source>While you bid, the games your hand could play with their values and the computers&apos; estimate of each; when you announce, what the game wins and loses. Lessons show it anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="61"/>
        <source>The card points in the tricks taken so far, in the table&apos;s info box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="66"/>
        <source>The trumps you have not seen played and do not hold, in the table&apos;s info box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="72"/>
        <source>Play as at a tournament: the aids above stay off whatever they are set to. The “your turn” cue and the last trick (L) stay.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Spitzer</name>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="226"/>
        <source>You hold both queens: call a partner, play alone, or pass (and play a silent Sneaker).</source>
        <translation>You hold both queens: call a partner, play alone, or pass (and play a silent Sneaker).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/panels.py" line="137"/>
        <source>Your declaration</source>
        <translation>Your declaration</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/panels.py" line="179"/>
        <source>Side scores</source>
        <translation>Side scores</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/panels.py" line="180"/>
        <source>How often your side scores with this choice, in the deals the search tried</source>
        <translation>How often your side scores with this choice, in the deals the search tried</translation>
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
        <translation>{side} won ({contract}): {points} card points.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="56"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="62"/>
        <source>{side} lost ({contract}): {points} card points.</source>
        <translation>{side} lost ({contract}): {points} card points.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="65"/>
        <source>{name} wins the game with {total}.</source>
        <translation>{name} wins the game with {total}.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="71"/>
        <source>Settlement: {parts}</source>
        <translation>Settlement: {parts}</translation>
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
        <translation>nothing declared</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="137"/>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="139"/>
        <source>The game played, which sets the row of the score table.</source>
        <translation>The game played, which sets the row of the score table.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="144"/>
        <source>Declaration</source>
        <translation>Declaration</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="146"/>
        <source>Who declared what in the declaration round.</source>
        <translation>Who declared what in the declaration round.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="151"/>
        <source>Declaring side</source>
        <translation>Declaring side</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="153"/>
        <source>The declarer and partner; when nothing was declared, the side with the highest trump.</source>
        <translation>The declarer and partner; when nothing was declared, the side with the highest trump.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="160"/>
        <source>Opponents</source>
        <translation>Opponents</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="162"/>
        <source>The players against the declaring side.</source>
        <translation>The players against the declaring side.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="165"/>
        <source>Card points</source>
        <translation>Card points</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="167"/>
        <source>Card points of the declaring side : of the opponents.</source>
        <translation>Card points of the declaring side : of the opponents.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="172"/>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="174"/>
        <source>Tricks of the declaring side : of the opponents.</source>
        <translation>Tricks of the declaring side : of the opponents.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="179"/>
        <source>Column</source>
        <translation>Column</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="181"/>
        <source>The column of the score table that the declaring side&apos;s card points fall in.</source>
        <translation>The column of the score table that the declaring side&apos;s card points fall in.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="187"/>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="189"/>
        <source>The score table&apos;s value for this contract and column: when positive, each member of the declaring side scores it; when negative, each opponent does.</source>
        <translation>The score table&apos;s value for this contract and column: when positive, each member of the declaring side scores it; when negative, each opponent does.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="201"/>
        <source>{score} → {total}</source>
        <translation>{score} → {total}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="204"/>
        <source>This player&apos;s score in this deal → total so far.</source>
        <translation>This player&apos;s score in this deal → total so far.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="216"/>
        <source>Back to the game</source>
        <translation>Back to the game</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="218"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="226"/>
        <source>Deal {n}</source>
        <translation>Deal {n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="216"/>
        <source>Queens</source>
        <translation>Queens</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="230"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="290"/>
        <source>Game to</source>
        <translation>Game to</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="300"/>
        <source>Called</source>
        <translation>Called</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="309"/>
        <source>Trumps</source>
        <translation>Trumps</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/mode.py" line="275"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/score_sheet.py" line="121"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/score_sheet.py" line="122"/>
        <source>Game</source>
        <comment>short column header</comment>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/score_sheet.py" line="154"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/score_sheet.py" line="160"/>
        <source>Practice deal: your game waits, unchanged, until you go back.</source>
        <translation>Practice deal: your game waits, unchanged, until you go back.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/score_sheet.py" line="168"/>
        <source>Game to {target}. Leading: {names} ({total}).</source>
        <translation>Game to {target}. Leading: {names} ({total}).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="49"/>
        <source>the ace of clubs</source>
        <translation>the ace of clubs</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="51"/>
        <source>the ace of spades</source>
        <translation>the ace of spades</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="52"/>
        <source>the ace of hearts</source>
        <translation>the ace of hearts</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="58"/>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="63"/>
        <source>Call: first trick</source>
        <translation>Call: first trick</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="65"/>
        <source>Call {ace}</source>
        <translation>Call {ace}</translation>
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
        <translation>Zola Schneider Schwarz</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="75"/>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="136"/>
        <source>Zola Schneider</source>
        <translation>Zola Schneider</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="76"/>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="135"/>
        <source>Zola</source>
        <translation>Zola</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="78"/>
        <source>Schneider</source>
        <translation>Schneider</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="91"/>
        <source>No declaration. Whoever holds both queens and passes plays alone without saying so (Sneaker).</source>
        <translation>No declaration. Whoever holds both queens and passes plays alone without saying so (Sneaker).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="98"/>
        <source>The first other player to win a trick becomes your partner.</source>
        <translation>The first other player to win a trick becomes your partner.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="102"/>
        <source>The holder of the called ace becomes your partner.</source>
        <translation>The holder of the called ace becomes your partner.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="107"/>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="124"/>
        <source>Your side aims at 90 card points or more.</source>
        <translation>Your side aims at 90 card points or more.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="113"/>
        <source>Alone against three; you must take every trick.</source>
        <translation>Alone against three; you must take every trick.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="117"/>
        <source>Alone against three; you aim at 90 card points or more.</source>
        <translation>Alone against three; you aim at 90 card points or more.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="120"/>
        <source>Alone against three; you need 61 card points.</source>
        <translation>Alone against three; you need 61 card points.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="130"/>
        <source>Partners</source>
        <translation>Partners</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="131"/>
        <source>Partners, Schneider declared</source>
        <translation>Partners, Schneider declared</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="134"/>
        <source>Sneaker</source>
        <translation>Sneaker</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="145"/>
        <source>no trick</source>
        <translation>no trick</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="146"/>
        <source>0–30 points</source>
        <translation>0–30 points</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="147"/>
        <source>31–60 points</source>
        <translation>31–60 points</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="148"/>
        <source>61–89 points</source>
        <translation>61–89 points</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="149"/>
        <source>90–120 points</source>
        <translation>90–120 points</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="150"/>
        <source>all tricks</source>
        <translation>all tricks</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="156"/>
        <source>declaring side</source>
        <translation>declaring side</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="158"/>
        <source>opponents</source>
        <translation>opponents</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="189"/>
        <source>Trumps, high to low: {cards}</source>
        <translation>Trumps, high to low: {cards}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="205"/>
        <source>Trumps: ♣Q (Big Queen), ♦7 (Spitzer), ♠Q (Little Queen), the other queens, all jacks, then ♦A ♦10 ♦K ♦9 ♦8. Trumps lie at the left of your hand.</source>
        <translation>Trumps: ♣Q (Big Queen), ♦7 (Spitzer), ♠Q (Little Queen), the other queens, all jacks, then ♦A ♦10 ♦K ♦9 ♦8. Trumps lie at the left of your hand.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="239"/>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="240"/>
        <source>You must follow suit.</source>
        <translation>You must follow suit.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="243"/>
        <source>You cannot follow suit, so you must play a trump.</source>
        <translation>You cannot follow suit, so you must play a trump.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="246"/>
        <source>The called ace must be played the first time its suit is led.</source>
        <translation>The called ace must be played the first time its suit is led.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="249"/>
        <source>The called ace may not be thrown on another suit.</source>
        <translation>The called ace may not be thrown on another suit.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="252"/>
        <source>Declare first; the cards come after the declarations.</source>
        <translation>Declare first; the cards come after the declarations.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="257"/>
        <source>That card cannot be played now.</source>
        <translation>That card cannot be played now.</translation>
    </message>
</context>
<context>
    <name>SpitzerReview</name>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_dialog.py" line="71"/>
        <source>with your cards</source>
        <translation>with your cards</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_dialog.py" line="72"/>
        <source>with {name}&apos;s cards</source>
        <translation>with {name}&apos;s cards</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_dialog.py" line="90"/>
        <source>Review of Spitzer deal {number}</source>
        <translation>Review of Spitzer deal {number}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_dialog.py" line="94"/>
        <source>Review of the Spitzer deal</source>
        <translation>Review of the Spitzer deal</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="43"/>
        <source>{column}, {score}</source>
        <translation>{column}, {score}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="71"/>
        <source>With {better} instead of {played} the declaring side would have reached {value} card points ({column}); after {played} at most {after} ({column_after}).</source>
        <translation>With {better} instead of {played} the declaring side would have reached {value} card points ({column}); after {played} at most {after} ({column_after}).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="78"/>
        <source>With {better} instead of {played} the declaring side would have been held to {value} card points ({column}); after {played} it was sure of {after} ({column_after}).</source>
        <translation>With {better} instead of {played} the declaring side would have been held to {value} card points ({column}); after {played} it was sure of {after} ({column_after}).</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="111"/>
        <source>Analysed with all hands open: every player is assumed to know every card and every partnership from the first card on. At the table the sides were hidden until the cards showed them, so a marked card may have been a fair guess.</source>
        <translation>Analysed with all hands open: every player is assumed to know every card and every partnership from the first card on. At the table the sides were hidden until the cards showed them, so a marked card may have been a fair guess.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="118"/>
        <source>Only tricks {first} to 8 were analysed: the fast solver is not installed.</source>
        <translation>Only tricks {first} to 8 were analysed: the fast solver is not installed.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="139"/>
        <source>Declarations — {said}</source>
        <translation>Declarations — {said}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="172"/>
        <source>declared</source>
        <translation>declared</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="193"/>
        <source>Declaring side: {names}</source>
        <translation>Declaring side: {names}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="198"/>
        <source>Card points so far: {side} : {opponents}</source>
        <translation>Card points so far: {side} : {opponents}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="206"/>
        <source>With perfect play from here: {points} ({column})</source>
        <translation>With perfect play from here: {points} ({column})</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="63"/>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="103"/>
        <source>Deals played</source>
        <translation>Deals played</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="64"/>
        <source>Deals on the declaring side</source>
        <translation>Deals on the declaring side</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="65"/>
        <source>Won on the declaring side</source>
        <translation>Won on the declaring side</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="66"/>
        <source>Alone (Zola, Sneaker)</source>
        <translation>Alone (Zola, Sneaker)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="67"/>
        <source>Won alone</source>
        <translation>Won alone</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="68"/>
        <source>Average points per deal</source>
        <translation>Average points per deal</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="69"/>
        <source>Finished games</source>
        <translation>Finished games</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="106"/>
        <source>Contracts on the declaring side</source>
        <translation>Contracts on the declaring side</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="115"/>
        <source>Partners, Schneider</source>
        <translation>Partners, Schneider</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="211"/>
        <source>Games: {games}</source>
        <translation>Games: {games}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="216"/>
        <source>Practice games (included): {n}</source>
        <translation>Practice games (included): {n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="218"/>
        <source>Practice games (not counted): {n}</source>
        <translation>Practice games (not counted): {n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="231"/>
        <source>Include practice games</source>
        <translation>Include practice games</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="233"/>
        <source>Games in which a move was taken back</source>
        <translation>Games in which a move was taken back</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="238"/>
        <source>On the declaring side: won/played</source>
        <translation>On the declaring side: won/played</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="104"/>
        <source>Games as declarer</source>
        <translation>Games as declarer</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="70"/>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="105"/>
        <source>Games won</source>
        <translation>Games won</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="106"/>
        <source>Finished lists</source>
        <translation>Finished lists</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="107"/>
        <source>Average points per list</source>
        <translation>Average points per list</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="108"/>
        <source>Average Seeger-Fabian points per list</source>
        <translation>Average Seeger-Fabian points per list</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="112"/>
        <source>Ramsch deals</source>
        <translation>Ramsch deals</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="113"/>
        <source>Ramsch lost</source>
        <translation>Ramsch lost</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="114"/>
        <source>Durchmarsch</source>
        <translation>Durchmarsch</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="115"/>
        <source>Average Ramsch card points</source>
        <translation>Average Ramsch card points</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="148"/>
        <source>Declarer games by type</source>
        <translation>Declarer games by type</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="348"/>
        <source>The statistics file was damaged and has been kept as {file}. The earlier copy {backup} was read instead; the latest deals may be missing.</source>
        <translation>The statistics file was damaged and has been kept as {file}. The earlier copy {backup} was read instead; the latest deals may be missing.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="419"/>
        <source>Game</source>
        <translation>Game</translation>
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
        <translation>won</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_chart.py" line="181"/>
        <source>played</source>
        <translation>played</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="329"/>
        <source>Lists: {lists}</source>
        <translation>Lists: {lists}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="212"/>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="330"/>
        <source>Deals: {deals}</source>
        <translation>Deals: {deals}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="334"/>
        <source>Practice lists (included): {n}</source>
        <translation>Practice lists (included): {n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="336"/>
        <source>Practice lists (not counted): {n}</source>
        <translation>Practice lists (not counted): {n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="357"/>
        <source>The statistics file was damaged and has been kept as {file}. Statistics start afresh.</source>
        <translation>The statistics file was damaged and has been kept as {file}. Statistics start afresh.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="365"/>
        <source>The statistics could not be saved: {reason}</source>
        <translation>The statistics could not be saved: {reason}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="169"/>
        <source>Every recorded Spitzer game and deal will be deleted. This cannot be undone.</source>
        <translation>Every recorded Spitzer game and deal will be deleted. This cannot be undone.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="391"/>
        <source>Reset statistics?</source>
        <translation>Reset statistics?</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="385"/>
        <source>Every recorded list and deal will be deleted. This cannot be undone.</source>
        <translation>Every recorded list and deal will be deleted. This cannot be undone.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_widgets.py" line="123"/>
        <source>Only practice lists so far for {name} (lists in which a move was taken back). Tick “Include practice lists” to see them.</source>
        <translation>Only practice lists so far for {name} (lists in which a move was taken back). Tick “Include practice lists” to see them.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="417"/>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="418"/>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="230"/>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="426"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="427"/>
        <source>Include practice lists</source>
        <translation>Include practice lists</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="429"/>
        <source>Lists in which a move was taken back</source>
        <translation>Lists in which a move was taken back</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_widgets.py" line="115"/>
        <source>No finished deals yet.</source>
        <translation>No finished deals yet.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="434"/>
        <source>Reset statistics…</source>
        <translation>Reset statistics…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="435"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_widgets.py" line="117"/>
        <source>Only practice games so far for {name} (games in which a move was taken back). Tick “Include practice games” to see them.</source>
        <translation>Only practice games so far for {name} (games in which a move was taken back). Tick “Include practice games” to see them.</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="76"/>
        <source>Average against par per deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="82"/>
        <source>{average:+.1f} ({deals} deals)</source>
        <translation type="unfinished"></translation>
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
        <translation>You take the trick ({points})</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view_base.py" line="312"/>
        <source>{name} takes the trick ({points})</source>
        <translation>{name} takes the trick ({points})</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="216"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="128"/>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/decorations.py" line="130"/>
        <source>sits out</source>
        <translation>sits out</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/decorations.py" line="249"/>
        <source>Declarer {bid}</source>
        <translation>Declarer {bid}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="251"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="165"/>
        <source>{n} tricks</source>
        <translation>{n} tricks</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="253"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="167"/>
        <source>1 trick</source>
        <translation>1 trick</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="289"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="265"/>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="294"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="271"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="280"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/decorations.py" line="274"/>
        <source>Pushed</source>
        <translation>Pushed</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/decorations.py" line="277"/>
        <source>Bid</source>
        <translation>Bid</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="297"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="284"/>
        <source>Declarer</source>
        <translation>Declarer</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/decorations.py" line="293"/>
        <source>Marks</source>
        <translation>Marks</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/turn_cue.py" line="89"/>
        <source>Your lead — play a card</source>
        <translation>Your lead — play a card</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/turn_cue.py" line="91"/>
        <source>Your turn — play a card</source>
        <translation>Your turn — play a card</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/turn_cue.py" line="93"/>
        <source>Your bid</source>
        <translation>Your bid</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/turn_cue.py" line="94"/>
        <source>Your turn</source>
        <translation>Your turn</translation>
    </message>
</context>
</TS>
