<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>About</name>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="58"/>
        <source>About Skat Desktop</source>
        <translation>Skat Desktopについて</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="61"/>
        <source>Version {version}</source>
        <translation>バージョン{version}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="65"/>
        <source>Version unknown (not installed)</source>
        <translation>バージョン不明（インストールされていません）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="67"/>
        <source>Free software under the GNU General Public License, version 3 or later ({licence}).</source>
        <translation>GNU一般公衆利用許諾書（GPL）バージョン3以降の条件で配布される&lt;br&gt;フリーソフトウェアです（{licence}）。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_pieces.py" line="186"/>
        <source>Play Skat and Spitzer offline against computer players.</source>
        <translation>コンピューターを相手に、オフラインでスカートとスピッツァーを遊べます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="76"/>
        <source>Credits</source>
        <translation>クレジット</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="79"/>
        <source>The card decks are the project&apos;s own drawings.</source>
        <translation>カードの絵柄はこのプロジェクトが独自に描いたものです。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="82"/>
        <source>Built with Qt {qt} and PySide6 {pyside} (LGPL-3.0).</source>
        <translation>Qt {qt}とPySide6 {pyside}（LGPL-3.0）で作られています。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/about_dialog.py" line="87"/>
        <source>The rules follow the International Skat Order (ISkO).</source>
        <translation>ルールは国際スカート規則（ISkO）に従っています。</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="301"/>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="302"/>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="303"/>
        <source>Pick up the skat</source>
        <translation>スカートを取る</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="304"/>
        <source>Discard {a} {b}</source>
        <translation>{a}と{b}を捨てる</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="305"/>
        <source>Kontra</source>
        <translation>コントラ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="306"/>
        <source>Re</source>
        <translation>リコントラ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="307"/>
        <source>Push the skat</source>
        <translation>スカートを回す</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="308"/>
        <source>Concede</source>
        <translation>コンシード</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="309"/>
        <source>Claim the rest</source>
        <translation>残りを全部取る</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="310"/>
        <source>Accept</source>
        <translation>認める</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="311"/>
        <source>Reject</source>
        <translation>認めない</translation>
    </message>
</context>
<context>
    <name>Aids</name>
    <message>
        <location filename="../skat_desktop/ui/aids_wiring.py" line="206"/>
        <source>Declarer&apos;s points</source>
        <translation>ソロイストの点数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aids_wiring.py" line="209"/>
        <source>Defenders&apos; points</source>
        <translation>相手側の点数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aids_wiring.py" line="217"/>
        <source>{name}&apos;s points</source>
        <translation>{name}の点数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aids_wiring.py" line="223"/>
        <source>Trumps out</source>
        <translation>残りの切札</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../skat_desktop/app.py" line="149"/>
        <source>The earlier copy was kept as:</source>
        <translation>以前のコピーは次の名前で残してあります：</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="169"/>
        <source>Saved list</source>
        <translation>保存した得点表</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="259"/>
        <source>Resume the list from that copy?</source>
        <translation>このコピーから得点表を再開しますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="149"/>
        <source>The saved list could not be read, so a new list was started.</source>
        <translation>保存された得点表を読み込めなかったため、新しい得点表を始めました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="48"/>
        <source>The saved Spitzer game could not be read; the file was kept.</source>
        <translation>保存したスピッツァーのゲームを読み込めませんでした。ファイルは残してあります。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="53"/>
        <source>The saved Skat list could not be resumed. The Spitzer game you played after it goes on.</source>
        <translation>保存したスカートの得点表は再開できませんでした。そのあとに遊んだスピッツァーのゲームを続けます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="236"/>
        <source>A new list was started. The earlier copy was kept; nothing was deleted.</source>
        <translation>新しい得点表を始めました。以前のコピーは残してあり、何も削除していません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="36"/>
        <source>The Spitzer game you were playing could not be read: its automatic save is damaged.</source>
        <translation>遊んでいたスピッツァーのゲームを読み込めませんでした。自動保存のファイルが壊れています。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="42"/>
        <source>The Spitzer game you were playing could not be found: its automatic save is missing.</source>
        <translation>遊んでいたスピッツァーのゲームが見つかりませんでした。自動保存のファイルがありません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="139"/>
        <source>The list you were playing could not be read: its automatic save is damaged.</source>
        <translation>遊んでいた得点表を読み込めませんでした。自動保存のファイルが壊れています。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="144"/>
        <source>The list you were playing could not be found: its automatic save is missing.</source>
        <translation>遊んでいた得点表が見つかりませんでした。自動保存のファイルがありません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="256"/>
        <source>An earlier copy, saved {time}, was found.</source>
        <translation>{time} に保存された以前のコピーが見つかりました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="262"/>
        <source>Earlier copy: {copy}</source>
        <translation>以前のコピー：{copy}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="270"/>
        <source>Resume the list?</source>
        <translation>得点表を再開しますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="329"/>
        <source>(no log file could be written)</source>
        <translation>（ログファイルを書き込めませんでした）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="333"/>
        <source>Something went wrong inside Skat Desktop: {error}</source>
        <translation>Skat Desktop の内部でエラーが発生しました：{error}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="336"/>
        <source>The program tries to carry on. The details are in the log file:</source>
        <translation>プログラムはこのまま続行を試みます。詳細はログファイルにあります：</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="345"/>
        <source>Unexpected error</source>
        <translation>予期しないエラー</translation>
    </message>
    <message>
        <location filename="../skat_desktop/app.py" line="454"/>
        <source>No game in “%1” could be replayed, so there is nothing to review.</source>
        <translation>「%1」には再現できるゲームがないため、振り返るものがありません。</translation>
    </message>
</context>
<context>
    <name>Bidding</name>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="171"/>
        <source>Yes, {value} (Y)</source>
        <translation>はい、{value}(Y)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="175"/>
        <source>Pass (P)</source>
        <translation>パス(P)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="176"/>
        <source>Bid</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="179"/>
        <source>Bid {value} (B)</source>
        <translation>{value}をビッド(B)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="192"/>
        <source>{name} bids {value}. Do you hold?</source>
        <translation>{name}が{value}をビッドしました。
受けますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="198"/>
        <source>Everybody passed. Bid 18 or pass?</source>
        <translation>他の2人がパスしました。
18をビッドしますか、パスしますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="202"/>
        <source>Your bid: more than {value}?</source>
        <translation>{value}より上をビッドしますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="207"/>
        <source>Your bid?</source>
        <translation>いくつでビッドしますか？</translation>
    </message>
</context>
<context>
    <name>BiddingAid</name>
    <message>
        <location filename="../skat_desktop/ui/bidding_aid.py" line="139"/>
        <source>What your hand is worth</source>
        <translation>あなたの手札の価値</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/bidding_aid.py" line="141"/>
        <source>Your bid: {value}</source>
        <translation>あなたのビッド：{value}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/bidding_aid.py" line="155"/>
        <source>*A jack in the skat can lower it: at worst {games}.</source>
        <translation>*スカートにジャックがあると得点が下がることがあります。最悪の場合は{games}です。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/bidding_aid.py" line="162"/>
        <source>Each game: the matadors (the top trumps you hold, “with”, or lack, “without”, in a row), game level × base value if you pick up the skat, its value as a hand game (Schneider and Schwarz add one level each), and the computers&apos; estimate of the chance to win it.</source>
        <translation>各ゲームについて、上から続けて持っている切札（ウィズ）または欠けている切札（ウィズアウト）の数、スカートを取った場合の達成点×基本点、ハンドゲームでの得点（シュナイダーとシュワルツはそれぞれ1段上がります）、そしてコンピューターが見積もった勝つ確率を示します。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/bidding_aid.py" line="183"/>
        <source>{count} × {base} = {value}</source>
        <translation>{count} × {base} = {value}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/bidding_aid.py" line="189"/>
        <source>Hand {value}</source>
        <translation>ハンド{value}</translation>
    </message>
</context>
<context>
    <name>Choice</name>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="324"/>
        <source>{name} says Kontra. Answer with Re?</source>
        <translation>{name}がコントラしました。
リコントラしますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="328"/>
        <source>Re (Y)</source>
        <translation>リコントラ(Y)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="329"/>
        <location filename="../skat_desktop/ui/panels.py" line="350"/>
        <source>No (N)</source>
        <translation>いいえ(N)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="336"/>
        <source>{name} claims all remaining tricks. Accept?</source>
        <translation>{name}が残りを全部取ると宣言しました。
認めますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="338"/>
        <source>{name} concedes the game. Accept?</source>
        <translation>{name}がコンシードしました。
認めますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="341"/>
        <source>Accept (Y)</source>
        <translation>認める(Y)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="342"/>
        <source>Reject (N)</source>
        <translation>認めない(N)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="345"/>
        <source>{name} plays {game}. Say Kontra?</source>
        <translation>{name}の{game}です。
コントラしますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="349"/>
        <source>Kontra (Y)</source>
        <translation>コントラ(Y)</translation>
    </message>
</context>
<context>
    <name>Declare</name>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="150"/>
        <source>Point at a game to see what it wins and loses.</source>
        <translation>ゲームにポインタを合わせると、勝ったときと負けたときの得点が表示されます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="232"/>
        <source>Pick up the skat</source>
        <translation>スカートを取る</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="233"/>
        <source>Push the skat</source>
        <translation>スカートを回す</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="236"/>
        <source>You are the declarer at {bid}.</source>
        <translation>{bid}であなたがソロイストになりました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="240"/>
        <source>…or play a hand game:</source>
        <translation>…またはハンドゲームで遊ぶ：</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="243"/>
        <source>Schieberamsch: push the skat on, pick it up, or play Grand Hand.</source>
        <translation>シーベラムシュ：
スカートをそのまま回すか、取るか、
グランド・ハンドを宣言してください。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="250"/>
        <source>Announce your game (bid {bid}).</source>
        <translation>ゲームを宣言してください（ビッド{bid}）。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="261"/>
        <source>Schneider announced</source>
        <translation>シュナイダー宣言</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="262"/>
        <source>Schwarz announced</source>
        <translation>シュワルツ宣言</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="263"/>
        <source>Ouvert</source>
        <translation>ウベルト</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="279"/>
        <source>at least {value}</source>
        <translation>{value}以上</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_panel.py" line="294"/>
        <source>Overbid! {game} is worth {value}, less than your bid of {bid}. Click it again to announce it anyway.</source>
        <translation>オーバービッドです！
{game}は{value}で、ビッドの{bid}に届きません。
もう一度押すと、それでも宣言します。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_stakes.py" line="48"/>
        <source>won {value}</source>
        <translation>勝ち{value}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_stakes.py" line="52"/>
        <source>(list {value})</source>
        <translation>（得点表{value}）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_stakes.py" line="56"/>
        <source>overbid: lost even if you make 61</source>
        <translation>オーバービッド：61点を取っても負けです</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_stakes.py" line="57"/>
        <source>lost {value}</source>
        <translation>負け{value}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_stakes.py" line="59"/>
        <source>(list {value}, the others {others} each)</source>
        <translation>（得点表{value}、ほかの2人は各{others}）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_stakes.py" line="62"/>
        <source>{game}: {won} · {lost}</source>
        <translation>{game}：{won}・{lost}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/declare_stakes.py" line="66"/>
        <source>A hand game is worth at least this; the skat may add.</source>
        <translation>ハンドゲームは少なくともこの得点です。スカートによってはさらに上がります。</translation>
    </message>
</context>
<context>
    <name>Discard</name>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="268"/>
        <source>Choose two cards to push on.</source>
        <translation>回すカードを2枚選んでください。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="270"/>
        <source>Push these two (D)</source>
        <translation>この2枚を回す(D)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="273"/>
        <source>Choose two cards to put away.</source>
        <translation>捨てるカードを2枚選んでください。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="275"/>
        <source>Discard these two (D)</source>
        <translation>この2枚を捨てる(D)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="277"/>
        <source>The two cards from the skat stand a little higher, framed in violet.</source>
        <translation>スカートから取った2枚は、少し上にずらして紫の枠で囲んであります。</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="29"/>
        <source>The file “%1” does not exist.</source>
        <translation>ファイル「%1」はありません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="31"/>
        <source>You are not allowed to read the file “%1”.</source>
        <translation>ファイル「%1」を読む権限がありません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="35"/>
        <source>“%1” is a folder, not a saved list.</source>
        <translation>「%1」はフォルダーで、保存したリストではありません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="37"/>
        <source>The file “%1” could not be read.</source>
        <translation>ファイル「%1」を読み込めませんでした。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="39"/>
        <source>The file “%1” is damaged or is not a list saved by Skat Desktop. The game on the table was left as it was.</source>
        <translation>ファイル「%1」は壊れているか、Skat Desktop で保存したリストではありません。卓上のゲームはそのままです。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="63"/>
        <source>You are not allowed to write the file “%1”.</source>
        <translation>ファイル「%1」に書き込む権限がありません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="67"/>
        <source>“%1” is a folder; choose a file name to save the list.</source>
        <translation>「%1」はフォルダーです。リストを保存するファイル名を選んでください。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="71"/>
        <source>The file “%1” could not be written (is the disk full or the folder gone?).</source>
        <translation>ファイル「%1」に書き込めませんでした（ディスクがいっぱいか、フォルダーがなくなっていませんか）。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="76"/>
        <source>The list could not be saved as “%1”.</source>
        <translation>リストを「%1」として保存できませんでした。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="80"/>
        <source>Any earlier file of that name is unchanged.</source>
        <translation>同じ名前の既存のファイルは変更されていません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="87"/>
        <source>the file is cut short or garbled at line %1, column %2</source>
        <translation>ファイルが途中で切れているか、%1 行目の %2 文字目で壊れています</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="93"/>
        <source>the file is garbled (nested too deeply)</source>
        <translation>ファイルが壊れています（入れ子が深すぎます）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="97"/>
        <source>the file holds a number with %1 digits, which no saved list has</source>
        <translation>保存した得点表にはありえない %1 桁の数がファイルに含まれています</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="103"/>
        <source>a newer Skat Desktop saved it; update the program to open it</source>
        <translation>新しいバージョンの Skat Desktop で保存されています。開くにはプログラムを更新してください</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="109"/>
        <source>the file is not text</source>
        <translation>テキストのファイルではありません</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="113"/>
        <source>the file is larger than %1 MB</source>
        <translation>ファイルが大きすぎます（%1 MB を超えています）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="117"/>
        <source>it holds text that could not be saved again (a broken character)</source>
        <translation>保存し直せない文字（壊れた文字）が含まれています</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="123"/>
        <source>it is not an ordinary file</source>
        <translation>通常のファイルではありません</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="127"/>
        <source>the file could not be read (%1)</source>
        <translation>ファイルを読み込めませんでした（%1）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="131"/>
        <source>it is not a list saved by Skat Desktop</source>
        <translation>Skat Desktop で保存した得点表ではありません</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="152"/>
        <source>the file is damaged (%1)</source>
        <translation>ファイルが壊れています（%1）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="161"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/file_errors.py" line="170"/>
        <source>The damaged files were kept in %1:</source>
        <translation>壊れたファイルは次のフォルダーに残してあります（%1）：</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="44"/>
        <source>Diamonds</source>
        <translation>ダイアモンド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="45"/>
        <source>Hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="46"/>
        <source>Spades</source>
        <translation>スペード</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="47"/>
        <source>Clubs</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="48"/>
        <source>Grand</source>
        <translation>グランド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="49"/>
        <source>Null</source>
        <translation>ヌル</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="50"/>
        <source>Ramsch</source>
        <translation>ラムシュ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="105"/>
        <source>{name} {addition}</source>
        <translation>{name}・{addition}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="117"/>
        <source>Hand</source>
        <translation>ハンド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="118"/>
        <source>Ouvert</source>
        <translation>ウベルト</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="119"/>
        <source>Schneider announced</source>
        <translation>シュナイダー宣言</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="120"/>
        <source>Schwarz announced</source>
        <translation>シュワルツ宣言</translation>
    </message>
</context>
<context>
    <name>GermanDeck</name>
    <message>
        <location filename="../skat_desktop/ui/card_names.py" line="48"/>
        <source>Bells</source>
        <translation>鈴</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/card_names.py" line="49"/>
        <source>Hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/card_names.py" line="50"/>
        <source>Leaves</source>
        <translation>木の葉</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/card_names.py" line="51"/>
        <source>Acorns</source>
        <translation>どんぐり</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/card_names.py" line="60"/>
        <source>U</source>
        <translation>ウンター</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/card_names.py" line="61"/>
        <source>O</source>
        <translation>オーバー</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/card_names.py" line="62"/>
        <source>K</source>
        <translation>キング</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/card_names.py" line="63"/>
        <source>A</source>
        <translation>エース</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/card_names.py" line="98"/>
        <source>{suit} {rank}</source>
        <translation>{suit}の{rank}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="44"/>
        <source>the ace of acorns</source>
        <translation>どんぐりのエース</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="46"/>
        <source>the ace of leaves</source>
        <translation>木の葉のエース</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="47"/>
        <source>the ace of hearts</source>
        <translation>ハートのエース</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="86"/>
        <source>No declaration. Whoever holds both Obers and passes plays alone without saying so (Sneaker).</source>
        <translation>宣言しません。オーバーを2枚とも持つ人がパスすると、黙って一人で戦います（スニーカー）。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="175"/>
        <source>the other Obers, all Unters</source>
        <translation>残りのオーバー、すべてのウンター</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="176"/>
        <source>{suit}: {ranks}</source>
        <translation>{suit}：{ranks}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="186"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="195"/>
        <source>Trumps: {big} (Big Queen), {spitzer} (Spitzer), {little} (Little Queen), the other Obers, all Unters, then {rest}. Trumps lie at the left of your hand.</source>
        <translation>切札：{big}（ビッグクイーン）、{spitzer}（スピッツァー）、{little}（リトルクイーン）、残りのオーバー、すべてのウンター、そして{rest}。切札は手札の左側に並びます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="215"/>
        <source>Obers</source>
        <translation>オーバー側</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="222"/>
        <source>You hold both Obers: call a partner, play alone, or pass (and play a silent Sneaker).</source>
        <translation>オーバーを2枚とも持っています。パートナーを指名するか、一人で戦うか、パスしてください（パスすると黙ってスニーカーになります）。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="164"/>
        <source>In Schieberamsch, Unters may be among the two pushed cards.</source>
        <translation>シーベラムシュで、回す2枚にウンターを入れてもよいことにします。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="239"/>
        <source>Unters may not be pushed on.</source>
        <translation>ウンターは回せません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="385"/>
        <source>Unters may be pushed</source>
        <translation>ウンターを回せる</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../skat_desktop/ui/game_pieces.py" line="166"/>
        <source>Rules of Skat</source>
        <translation>スカートのルール</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_pieces.py" line="175"/>
        <source>Spitzer</source>
        <translation>スピッツァー</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/help_dialog.py" line="38"/>
        <source>Keyboard shortcuts</source>
        <translation>キーボード操作</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/help_dialog.py" line="82"/>
        <source>This help page is missing: {path}</source>
        <translation>このヘルプページが見つかりません：{path}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/help_dialog.py" line="152"/>
        <source>Skat Desktop Help</source>
        <translation>Skat Desktopヘルプ</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="174"/>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="196"/>
        <source>Option</source>
        <translation>選択肢</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="180"/>
        <source>≤ 40</source>
        <translation>40点以下</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="161"/>
        <source>Wins</source>
        <translation>勝率</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="184"/>
        <source>Card points</source>
        <translation>カードの点数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="190"/>
        <source>Score</source>
        <translation>期待得点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="181"/>
        <source>Chance to end with at most 40 card points</source>
        <translation>カードの点数が40点以下で終わる確率</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="162"/>
        <source>How often this choice wins the game, in the deals the search tried</source>
        <translation>この選択でゲームに勝つ割合（探索で試した配り方のうち）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="185"/>
        <source>Card points you are expected to end with (fewer is better)</source>
        <translation>最後に取ると見込まれるカードの点数（少ないほど良い）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="191"/>
        <source>What this choice is expected to score, compared with the other players</source>
        <translation>この選択で見込まれる得点（他のプレイヤーとの差）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="210"/>
        <source>Press H or the Hint button for a suggestion.</source>
        <translation>Hキーかヒントボタンで提案を表示します。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="213"/>
        <source>Thinking about your options…</source>
        <translation>選択肢を検討しています…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="214"/>
        <source>The hint could not be computed.</source>
        <translation>ヒントを計算できませんでした。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="215"/>
        <source>Suggested: {option}</source>
        <translation>おすすめ：{option}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="220"/>
        <source>No suggestion for this decision.</source>
        <translation>この場面には提案がありません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="243"/>
        <source>A pass plays no game of your own, so there is no game to win. Its score is what passing is expected to bring you.</source>
        <translation>パスすると自分のゲームはないので、勝率はありません。期待得点は、パスしたときに見込まれる点です。</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="404"/>
        <source>Highest expected score.</source>
        <translation>期待得点が最も高い手です。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="405"/>
        <source>Lower expected score.</source>
        <translation>期待得点がより低い手です。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="406"/>
        <source>Draws trumps safely.</source>
        <translation>安全に切札を抜きます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="407"/>
        <source>Cashes an ace while it still wins.</source>
        <translation>勝てるうちにエースを出します。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="408"/>
        <source>Gives card points to your partner&apos;s trick.</source>
        <translation>味方のトリックに点数の高いカードを乗せます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="409"/>
        <source>Avoids an overbid.</source>
        <translation>オーバービッドを避けます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="410"/>
        <source>The hand is too weak to go higher.</source>
        <translation>手札が弱いので、これ以上は上げません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="411"/>
        <source>The skat is likely to help.</source>
        <translation>スカートが役立ちそうです。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="412"/>
        <source>A hand game pays more.</source>
        <translation>ハンドゲームの方が得点が高くなります。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="413"/>
        <source>Prepares {game}.</source>
        <translation>{game}に備えます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="414"/>
        <source>The declarer looks beatable.</source>
        <translation>ソロイストに勝てそうです。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="415"/>
        <source>Kontra is too risky.</source>
        <translation>コントラは危険すぎます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="416"/>
        <source>You are likely to win anyway.</source>
        <translation>このままでも勝てそうです。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="417"/>
        <source>Re is too risky.</source>
        <translation>リコントラは危険すぎます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="418"/>
        <source>The remaining tricks are yours.</source>
        <translation>残りのトリックはすべてあなたが取れます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="419"/>
        <source>The game cannot be won any more.</source>
        <translation>このゲームはもう勝てません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="420"/>
        <source>The claim cannot be beaten.</source>
        <translation>この宣言は崩せません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="421"/>
        <source>The defence can still take a trick.</source>
        <translation>相手側はまだトリックを取れます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="422"/>
        <source>The declarer cannot win; accept.</source>
        <translation>ソロイストはもう勝てないので、認めましょう。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="423"/>
        <source>Play on.</source>
        <translation>このまま続けましょう。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="424"/>
        <source>Avoids taking card points.</source>
        <translation>カードの点数を取らないようにします。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="425"/>
        <source>Ducks under the winning card.</source>
        <translation>勝っているカードより低いカードを出します。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="426"/>
        <source>Forces the declarer to use a trump.</source>
        <translation>ソロイストに切札を使わせます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="427"/>
        <source>The only card you may play.</source>
        <translation>出せるのはこのカードだけです。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="428"/>
        <source>Grand Hand is better than the Ramsch.</source>
        <translation>ラムシュよりグランド・ハンドが有利です。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="429"/>
        <source>Ramsch rule of thumb: stay out of tricks.</source>
        <translation>ラムシュの定石：トリックを取らないこと。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="430"/>
        <source>Pushes on the most dangerous cards.</source>
        <translation>最も危険なカードを回します。</translation>
    </message>
</context>
<context>
    <name>Illegal</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="226"/>
        <source>Cards are not played now.</source>
        <translation>今はカードを出す場面ではありません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="227"/>
        <source>It is not your turn.</source>
        <translation>あなたの番ではありません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="228"/>
        <source>That card is not in your hand.</source>
        <translation>そのカードは手札にありません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="229"/>
        <source>You must follow suit: {lead} was led.</source>
        <translation>マストフォローです。{lead}がリードされたので、同じスートを出してください。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="230"/>
        <source>You must follow suit: a trump was led and you hold a trump.</source>
        <translation>マストフォローです。切札がリードされたので、切札を出してください。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="233"/>
        <source>That is not allowed now.</source>
        <translation>今はそれはできません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="234"/>
        <source>Jacks may not be pushed on.</source>
        <translation>ジャックは回せません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="251"/>
        <source>Diamonds</source>
        <translation>ダイアモンド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="252"/>
        <source>Hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="253"/>
        <source>Spades</source>
        <translation>スペード</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="254"/>
        <source>Clubs</source>
        <translation>クラブ</translation>
    </message>
</context>
<context>
    <name>LastTrick</name>
    <message>
        <location filename="../skat_desktop/ui/last_trick_base.py" line="102"/>
        <source>Last trick</source>
        <translation>最後のトリック</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/last_trick_base.py" line="106"/>
        <source>{name} took it: {points} points</source>
        <translation>{name}が取りました（{points}点）</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../skat_desktop/ui/lesson_bar.py" line="132"/>
        <source>Retry</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_bar.py" line="133"/>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_bar.py" line="134"/>
        <source>Play again</source>
        <translation>もう一度プレイ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_bar.py" line="135"/>
        <source>Next deal</source>
        <translation>次の配り</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_bar.py" line="136"/>
        <source>Lessons…</source>
        <translation>レッスン…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_bar.py" line="137"/>
        <source>End lesson</source>
        <translation>レッスンを終わる</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="109"/>
        <source>{title}: think again</source>
        <translation>{title}：もう一度考えましょう</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="142"/>
        <source>{title}: lesson complete</source>
        <translation>{title}：レッスン修了</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="152"/>
        <source>The deal is over, and the lesson&apos;s goal was not reached. Play it again?</source>
        <translation>この配りは終わりましたが、レッスンの目標には届きませんでした。もう一度プレイしますか。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="311"/>
        <location filename="../skat_desktop/ui/lessons_dialog.py" line="140"/>
        <source>Lessons</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="312"/>
        <source>New to Skat? Start with the lessons.</source>
        <translation>スカートは初めてですか。レッスンから始めましょう。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="318"/>
        <source>Short lessons at the table teach the game step by step: following suit, card points, bidding and how to play. Help → Lessons finds them later too.</source>
        <translation>テーブルでの短いレッスンで、マストフォロー、カードの点数、ビッド、プレイのしかたを一歩ずつ学べます。あとからでも「ヘルプ → レッスン」で開けます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="326"/>
        <source>Start the lessons</source>
        <translation>レッスンを始める</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_table.py" line="330"/>
        <source>Not now</source>
        <translation>今はしない</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="49"/>
        <source>You have completed this lesson.</source>
        <translation>このレッスンは修了しました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="53"/>
        <source>At the table:</source>
        <translation>テーブルで：</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="65"/>
        <source>hold</source>
        <translation>「はい」</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="67"/>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="76"/>
        <source>no Re</source>
        <translation>リコントラなし</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="78"/>
        <source>no Kontra</source>
        <translation>コントラなし</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="90"/>
        <source>“{choice}” costs your side {lost} points at this table: with everyone playing their best, “{better}” scores {before} on the score sheet and “{choice}” {after}.</source>
        <translation>この卓では「{choice}」であなたの側は {lost} 点損します。全員が最善を尽くすと、「{better}」は得点表で {before} 点、「{choice}」は {after} 点です。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="95"/>
        <source>With everyone playing their best, “{better}” scores {before} for your side at this table. After “{choice}”, nothing you can choose next reaches that.</source>
        <translation>全員が最善を尽くすと、この卓では「{better}」であなたの側に {before} 点入ります。「{choice}」のあとでは、その先どれを選んでもそこまで届きません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="104"/>
        <source> or </source>
        <translation>または</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="119"/>
        <source>Your hand is worth {high} at most. A game that does not reach the bid is lost as overbid, however many card points you take: stop at {high}.</source>
        <translation>あなたの手は最大で{high}点の値打ちです。ビッドに届かないゲームは、カードの点数を何点取ってもオーバービッドで負けです。{high}でやめましょう。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="125"/>
        <source>Your hand is worth up to {high}, and the bidding is still below that. Passing gives the game away: {better} was better.</source>
        <translation>あなたの手は{high}点までの値打ちがあり、ビッドはまだそれより下です。ここでパスするとゲームを渡してしまいます。{better} のほうがよい手でした。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="132"/>
        <source>After {card} you can be forced to take a trick, and a Null game is lost with the first trick. {better} was safe.</source>
        <translation>{card} を出すと、トリックを取らされる可能性があります。ヌルは最初のトリックを取った時点で負けです。{better} なら安全でした。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="137"/>
        <source>After {card} the declarer can no longer be forced to take a trick. With {better} the defenders would still win.</source>
        <translation>{card} を出すと、ソロイストにトリックを取らせることができなくなります。{better} なら相手側はまだ勝てました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="151"/>
        <source>{card} costs your side {lost} points on the score sheet: with {better} it ends with {before} card points under best play, after {card} with {after}.</source>
        <translation>{card} であなたの側は得点表で{lost}点損をします。{better} ならお互い最善を尽くしてあなたの側は{before}点取れますが、{card} のあとでは{after}点です。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="156"/>
        <source>{card} costs your side {lost} points on the score sheet: with {better} the other side ends with {before} card points under best play, after {card} with {after}.</source>
        <translation>{card} であなたの側は得点表で{lost}点損をします。{better} ならお互い最善を尽くして相手側は{before}点ですが、{card} のあとでは{after}点取れます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="162"/>
        <source>{card} costs the Schneider: with {better} the declarer ends with {before} card points under best play, after {card} with {after}.</source>
        <translation>{card} でシュナイダーを逃します。{better} ならお互い最善を尽くしてもソロイストは{before}点取れますが、{card} のあとでは{after}点です。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="168"/>
        <source>{card} costs the game: with {better} you would still take {before} card points however the defenders play; after {card} they can keep you to {after}.</source>
        <translation>{card} でゲームを落とします。{better} なら相手側がどう戦っても{before}点取れましたが、{card} のあとでは{after}点に抑えられてしまいます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="174"/>
        <source>{card} costs the game: with {better} the declarer would end with {before} card points at most; after {card} he can reach {after}.</source>
        <translation>{card} でゲームを落とします。{better} ならソロイストは最大でも{before}点でしたが、{card} のあとでは{after}点まで取れます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="180"/>
        <source>{card} leaves you {cost} card points more under best play: {better} was better.</source>
        <translation>{card} はお互い最善を尽くした場合、あなたの点数が{cost}点多くなります。{better} のほうがよい手でした。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lesson_texts.py" line="184"/>
        <source>{card} gives away {cost} card points under best play: {better} was better.</source>
        <translation>{card} はお互い最善を尽くした場合に{cost}点を失います。{better} のほうがよい手でした。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lessons_dialog.py" line="141"/>
        <source>&amp;Play the deal</source>
        <translation>この配りをプレイ(&amp;P)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/lessons_dialog.py" line="142"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="124"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="125"/>
        <source>Easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="126"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="127"/>
        <source>Strong</source>
        <translation>強い</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="128"/>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="129"/>
        <source>Lesson</source>
        <translation>レッスン</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../skat_desktop/model/settings_keys.py" line="73"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/window_lists.py" line="247"/>
        <location filename="../skat_desktop/ui/window_lists.py" line="259"/>
        <source>Could not save</source>
        <translation>保存できませんでした</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/window_lists.py" line="248"/>
        <source>{file} is one of Skat Desktop&apos;s own files (the automatic save, the statistics or the settings). Save the list under another name.</source>
        <translation>{file} は Skat Desktop 自身が使うファイル（自動保存、統計、設定）です。得点表は別の名前で保存してください。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/window_lists.py" line="276"/>
        <location filename="../skat_desktop/app.py" line="417"/>
        <location filename="../skat_desktop/app.py" line="453"/>
        <source>Could not open</source>
        <translation>開けませんでした</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/window_lists.py" line="296"/>
        <location filename="../skat_desktop/ui/window_lists.py" line="308"/>
        <source>Save list</source>
        <translation>得点表を保存</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/window_lists.py" line="298"/>
        <location filename="../skat_desktop/ui/window_lists.py" line="320"/>
        <source>Skat lists (*.json)</source>
        <translation>スカートの得点表 (*.json)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/window_lists.py" line="305"/>
        <source>“{file}” already exists. Replace it?</source>
        <translation>「{file}」はすでにあります。置き換えますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/window_lists.py" line="318"/>
        <source>Open list</source>
        <translation>得点表を開く</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="163"/>
        <source>Skat Desktop is already running</source>
        <translation>Skat Desktop はすでに起動しています</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="265"/>
        <source>{file} — {app}</source>
        <translation>{file} — {app}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="355"/>
        <source>The list is complete.</source>
        <translation>得点表が完了しました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/page_steps.py" line="73"/>
        <source>No trick has been taken yet.</source>
        <translation>まだ誰もトリックを取っていません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="421"/>
        <location filename="../skat_desktop/ui/spitzer/mode.py" line="282"/>
        <source>There is nothing to decide right now.</source>
        <translation>今は決めることはありません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="259"/>
        <source>Skat Desktop</source>
        <translation>Skat Desktop</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="198"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="199"/>
        <source>&amp;New list…</source>
        <translation>新しい得点表(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="200"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="201"/>
        <source>&amp;Save as…</source>
        <translation>名前を付けて保存(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="202"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="203"/>
        <source>S&amp;tatistics…</source>
        <translation>統計(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="204"/>
        <source>S&amp;ettings…</source>
        <translation>設定(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="208"/>
        <source>Take back your last card or decision; the list then counts as practice.</source>
        <translation>最後に出した札や宣言を取り消します。取り消した得点表は練習扱いになります。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="213"/>
        <source>&amp;Play</source>
        <translation>プレイ(&amp;P)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="205"/>
        <source>&amp;Undo</source>
        <translation>取り消し(&amp;U)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="214"/>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="215"/>
        <source>Last trick</source>
        <translation>最後のトリック</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="216"/>
        <source>Ask for a hint</source>
        <translation>ヒントを見る</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="218"/>
        <source>Show the last trick</source>
        <translation>最後のトリックを見る</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="220"/>
        <source>Review the last deal</source>
        <translation>直前の回を振り返る</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="222"/>
        <source>Practice mode: show hints by themselves</source>
        <translation>練習モード：ヒントを自動で表示</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="224"/>
        <source>Hint strength</source>
        <translation>ヒントの強さ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="227"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="228"/>
        <source>Card deck</source>
        <translation>カードの絵柄</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="231"/>
        <source>Animation speed</source>
        <translation>アニメーションの速さ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="233"/>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="234"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="235"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="236"/>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="243"/>
        <source>Rules and &amp;help</source>
        <translation>ルールとヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="474"/>
        <location filename="../skat_desktop/ui/menus.py" line="240"/>
        <source>Score sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="241"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="242"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="244"/>
        <source>&amp;Lessons…</source>
        <translation>レッスン(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="245"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>キーボード操作(&amp;K)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/menus.py" line="246"/>
        <source>&amp;About Skat Desktop</source>
        <translation>Skat Desktopについて(&amp;A)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="27"/>
        <source>the disk is full</source>
        <translation>ディスクがいっぱいです</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="29"/>
        <source>the data folder is read-only</source>
        <translation>データフォルダーが読み取り専用です</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="30"/>
        <source>the disk refused to write</source>
        <translation>ディスクへの書き込みが拒否されました</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="85"/>
        <source>{name} is thinking…</source>
        <translation>{name}が考えています…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="92"/>
        <source>Saved.</source>
        <translation>保存しました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="164"/>
        <source>Another copy of Skat Desktop is open. This one saves nothing automatically (no game in progress and no statistics), so the two cannot overwrite each other&apos;s files.</source>
        <translation>別の Skat Desktop が開いています。互いのファイルを上書きしないよう、こちらでは何も自動保存しません（進行中のゲームも統計も）。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="154"/>
        <location filename="../skat_desktop/ui/status_line.py" line="93"/>
        <source>Resumed the last list.</source>
        <translation>前回の得点表を再開しました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="134"/>
        <source>Taken back. This list now counts as practice.</source>
        <translation>取り消しました。この得点表は練習扱いになります。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="33"/>
        <source>Taken back.</source>
        <translation>取り消しました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="95"/>
        <source>Skat Desktop is already running: this copy saves nothing automatically.</source>
        <translation>Skat Desktop はすでに起動しています。こちらでは何も自動保存しません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="99"/>
        <source>Saving works again.</source>
        <translation>再び保存できるようになりました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="132"/>
        <source>Your game could not be saved: {reason}. Skat Desktop keeps trying; your last saved copy is intact.</source>
        <translation>ゲームを保存できませんでした（{reason}）。Skat Desktop は保存を続けて試みます。最後に保存したデータは無事です。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="149"/>
        <source>Skat Desktop cannot save</source>
        <translation>Skat Desktop は保存できません</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="150"/>
        <source>Skat Desktop cannot write to its data folder: {reason}. Your games and statistics are not saved until this is fixed; Skat Desktop keeps trying.</source>
        <translation>Skat Desktop はデータフォルダーに書き込めません（{reason}）。解決するまでゲームと統計は保存されません。Skat Desktop は保存を続けて試みます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/status_line.py" line="100"/>
        <source>A computer player failed; it made a random move instead.</source>
        <translation>コンピューターに問題が起きたため、代わりにランダムな手を選びました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="27"/>
        <source>Undo turns this Spitzer game into practice: it will not count in your statistics.</source>
        <translation>取り消すと、このスピッツァーのゲームは練習扱いになり、統計には数えられなくなります。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="128"/>
        <source>Undo turns this list into practice: it will not count in your statistics.</source>
        <translation>取り消すと、この得点表は練習扱いになり、統計には数えられなくなります。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/app_actions.py" line="86"/>
        <source>Take back the move?</source>
        <translation>手を取り消しますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/app_actions.py" line="94"/>
        <source>Take back</source>
        <translation>取り消す</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/app_actions.py" line="96"/>
        <source>Don&apos;t ask again</source>
        <translation>今後は確認しない</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/app_actions.py" line="228"/>
        <source>Play this card?</source>
        <translation>この札を出しますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/app_actions.py" line="229"/>
        <source>Play {card}?</source>
        <translation>{card} を出しますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/app_actions.py" line="361"/>
        <source>No deal has been finished yet.</source>
        <translation>まだ終わった回はありません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/app_actions.py" line="399"/>
        <source>Could not play the deal again</source>
        <translation>この回をもう一度遊べませんでした</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="18"/>
        <source>Replace the running Spitzer game?</source>
        <translation>進行中のスピッツァーを置き換えますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/page_texts.py" line="19"/>
        <source>The running Spitzer game is not finished. It stays in the automatic save only until the new game replaces it. Go on?</source>
        <translation>進行中のスピッツァーはまだ終わっていません。自動保存に残るのは新しいゲームに置き換わるまでです。続けますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="119"/>
        <source>Replace the running list?</source>
        <translation>進行中の得点表を置き換えますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_page.py" line="120"/>
        <source>The running list is not finished. It stays in the automatic save only until the new list replaces it. Go on?</source>
        <translation>進行中の得点表はまだ終わっていません。自動保存に残るのは新しい得点表に置き換わるまでです。続けますか？</translation>
    </message>
</context>
<context>
    <name>NewSession</name>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="422"/>
        <source>New list</source>
        <translation>新しい得点表</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="424"/>
        <source>Game:</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/list_options.py" line="32"/>
        <source>Settlement stake:</source>
        <translation>精算の基本額</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="425"/>
        <source>Rules:</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="426"/>
        <source>Players:</source>
        <translation>人数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="427"/>
        <source>Your name:</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="428"/>
        <source>Deals in the list:</source>
        <translation>得点表の回数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="433"/>
        <source>Choose a set of rules; any option can be changed.</source>
        <translation>ルールのセットを選びます。個々のオプションはあとで自由に変更できます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_pieces.py" line="164"/>
        <source>Skat</source>
        <translation>スカート</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_pieces.py" line="172"/>
        <source>Spitzer (four players, game to 42)</source>
        <translation>スピッツァー（4人、42点先取）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/list_options.py" line="34"/>
        <source>no settlement</source>
        <translation>精算なし</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/list_options.py" line="37"/>
        <source>At the end each other player pays the winner this stake plus the difference between the winner&apos;s total and his own.</source>
        <translation>終了時に、勝者以外の各プレイヤーが、この基本額と勝者との合計点の差を勝者に支払います。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="446"/>
        <source>Your name on the score sheet; leave it empty to be called &quot;You&quot;.</source>
        <translation>得点表に表示されるあなたの名前です。空欄にすると「あなた」と表示されます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="451"/>
        <source>3 players</source>
        <translation>3人</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="453"/>
        <source>4 players (the dealer sits out)</source>
        <translation>4人（ディーラーは休み）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="461"/>
        <source>Computer players: name and level</source>
        <translation>コンピューターの名前と強さ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="463"/>
        <source>Easy plays simple rules of thumb; Normal and Strong search the possible card distributions, Strong for longer.</source>
        <translation>「やさしい」は簡単な経験則でプレイします。「普通」と「強い」は考えられるカード配置を読み、「強い」の方が長く考えます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="472"/>
        <source>Computer {n}:</source>
        <translation>コンピューター{n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="475"/>
        <source>The computer&apos;s name on the score sheet.</source>
        <translation>得点表に表示されるコンピューターの名前です。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="480"/>
        <source>Options (change any)</source>
        <translation>オプション（自由に変更できます）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="497"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="504"/>
        <source>{label}:</source>
        <translation>{label}</translation>
    </message>
</context>
<context>
    <name>Par</name>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="21"/>
        <source>Par ({level})</source>
        <translation>パー（{level}）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="27"/>
        <source>What the strongest computer player would have scored in your seat with the same cards, against the same opponents, under the list&apos;s scoring. One deal&apos;s par is rough; over a list it shows how well you play.</source>
        <translation>同じカード、同じ相手、同じ得点表の計算方法で、最も強いコンピューターがあなたの席で取ったはずの得点です。1回だけのパーはおおまかな目安ですが、得点表全体で比べると、あなたの腕前がよくわかります。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="48"/>
        <source>working out par…</source>
        <translation>パーを計算しています…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="51"/>
        <source>{par:+d} · you {own:+d}</source>
        <translation>{par:+d}・あなた {own:+d}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="62"/>
        <source>Against par: {none}</source>
        <translation>パーとの比較：{none}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="65"/>
        <source>Against par: you {own:+d} · par {par:+d}</source>
        <translation>パーとの比較：あなた {own:+d}・パー {par:+d}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="69"/>
        <source>({known} of {deals} deals)</source>
        <translation>（{deals}回中{known}回）</translation>
    </message>
</context>
<context>
    <name>Play</name>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="380"/>
        <source>Claim the rest</source>
        <translation>残りを全部取る</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="381"/>
        <source>Concede</source>
        <translation>コンシード</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="382"/>
        <source>Kontra</source>
        <translation>コントラ</translation>
    </message>
</context>
<context>
    <name>Result</name>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="88"/>
        <source>{declarer} won the Null game without taking a trick.</source>
        <translation>{declarer} はトリックを一度も取らずにヌルに勝ちました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="138"/>
        <source>Back to the list</source>
        <translation>得点表に戻る</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="140"/>
        <source>Show the final list</source>
        <translation>得点表の最終結果を見る</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="142"/>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="220"/>
        <source>Next deal (Enter)</source>
        <translation>次の回へ(Enter)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="143"/>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="221"/>
        <source>Review the deal</source>
        <translation>この回を振り返る</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="162"/>
        <source>You win!</source>
        <translation>あなたの勝ち！</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="164"/>
        <source>You lose.</source>
        <translation>あなたの負け。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="168"/>
        <source>{name} wins</source>
        <translation>{name}の勝ち</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="170"/>
        <source>{name} loses</source>
        <translation>{name}の負け</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="175"/>
        <source>Deal again</source>
        <translation>配り直し</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="176"/>
        <source>Passed in</source>
        <translation>全員パス（流れ）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="195"/>
        <source>Skat</source>
        <translation>スカート</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="203"/>
        <source>Put away</source>
        <translation>捨て札</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="256"/>
        <location filename="../skat_desktop/ui/texts.py" line="160"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="258"/>
        <source>The game the declarer announced.</source>
        <translation>ソロイストが宣言したゲーム。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="262"/>
        <source>Bid</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="264"/>
        <source>The highest bid of the auction: the game value must reach it.</source>
        <translation>ビッドの最高値。得点がこれに届かなければなりません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="272"/>
        <source>Matadors</source>
        <translation>マタドール</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="276"/>
        <source>The highest trumps in an unbroken run: how many the declarer held (with) or lacked (without), counting the skat.</source>
        <translation>上から続く切札の数。ソロイストがスカートを含めて何枚持っていたか（ウィズ）、何枚欠いていたか（ウィズアウト）。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="285"/>
        <source>Multiplier</source>
        <translation>達成点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="287"/>
        <source>How many times the base value counts: the matadors, one for the game, and one for each of Hand, Schneider, Schwarz, their announcements and Ouvert.</source>
        <translation>基本点を何倍するか。マタドールの数にゲームの1を足し、さらにハンド・シュナイダー・シュワルツ・それぞれの宣言・ウベルトごとに1を足します。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="297"/>
        <location filename="../skat_desktop/ui/result_panel.py" line="325"/>
        <source>Game value</source>
        <translation>得点（基本点×達成点）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="356"/>
        <source>Kontra, Re and a Bock round each double the score.</source>
        <translation>コントラ、リコントラ、ボックはそれぞれ点数を2倍にします。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="363"/>
        <source>Declarer&apos;s score</source>
        <translation>ソロイストの収支</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="365"/>
        <source>What the game counts for the declarer: the game value when won; when lost, minus twice the game value (once in some rule sets).</source>
        <translation>このゲームでソロイストに入る点。勝てば得点そのまま、負ければ得点の2倍のマイナス（ルールによっては1倍）。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="397"/>
        <source>Each push of the skat doubles the Ramsch&apos;s result.</source>
        <translation>スカートを回すたびにラムシュの点数が2倍になります。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="411"/>
        <source>In the list</source>
        <translation>得点表への記入</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="413"/>
        <source>What this deal adds to each player&apos;s total in the score sheet, under the list&apos;s scoring.</source>
        <translation>この回で得点表の各プレイヤーの合計に加わる点（このリストの計算方式による）。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="298"/>
        <source>{base} × {mult} = {value}</source>
        <translation>{base} × {mult} = {value}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="303"/>
        <source>The game&apos;s worth: base value × multiplier. Below the bid, the game is overbid and lost.</source>
        <translation>このゲームの値打ち＝基本点×達成点。ビッドに届かなければオーバービッドで負けです。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="312"/>
        <source>Card points</source>
        <translation>カードの点数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="313"/>
        <source>{points} of 120</source>
        <translation>120点中{points}点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="316"/>
        <source>The card points in the declarer&apos;s tricks and the skat; 61 win unless Schneider or Schwarz was announced.</source>
        <translation>ソロイストが取ったトリックとスカートのカードの点数。シュナイダーやシュワルツの宣言がなければ61点以上で勝ちです。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="327"/>
        <source>A Null game has a fixed value, without a multiplier.</source>
        <translation>ヌルの得点は決まった値で、達成点はありません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="334"/>
        <source>Overbid</source>
        <translation>オーバービッド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="335"/>
        <source>scored as {value}</source>
        <translation>{value}として計算</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="338"/>
        <source>The game value did not reach the bid: the game is lost and scored at a value that reaches the bid.</source>
        <translation>得点がビッドに届きませんでした。ゲームは負けとなり、ビッドに届く値で計算されます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="354"/>
        <source>Doubled</source>
        <translation>倍率</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="376"/>
        <source>{points} card points, {tricks} tricks</source>
        <translation>{points}点、{tricks}トリック</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="379"/>
        <source>The card points and tricks this player took in the Ramsch.</source>
        <translation>このプレイヤーがラムシュで取ったカードの点数とトリック数。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="386"/>
        <source>Jungfrau</source>
        <translation>ユングフラウ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="388"/>
        <source>Players who took no trick (Jungfrau) double the loser&apos;s result.</source>
        <translation>トリックを1つも取らなかったプレイヤー（ユングフラウ）がいると、負けた人の点数が2倍になります。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="395"/>
        <source>Pushed</source>
        <translation>スカート回し</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="158"/>
        <source>With {n}</source>
        <translation>ウィズ{n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="159"/>
        <source>Without {n}</source>
        <translation>ウィズアウト{n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="161"/>
        <source>Hand</source>
        <translation>ハンド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="162"/>
        <source>Schneider</source>
        <translation>シュナイダー</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="163"/>
        <source>Schneider announced</source>
        <translation>シュナイダー宣言</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="164"/>
        <source>Schwarz</source>
        <translation>シュワルツ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="165"/>
        <source>Schwarz announced</source>
        <translation>シュワルツ宣言</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="166"/>
        <source>Ouvert</source>
        <translation>ウベルト</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="175"/>
        <source>{declarer} won with {points} card points.</source>
        <translation>{declarer}がカードの点数{points}点で勝ちました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="176"/>
        <source>{declarer} claimed the remaining tricks and won.</source>
        <translation>{declarer}が残りのトリックを全部取ると宣言し、勝ちました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="179"/>
        <source>{declarer} lost: {points} card points are not enough (61 needed).</source>
        <translation>{declarer}のカードの点数は{points}点で、勝つのに必要な61点に届きませんでした。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="182"/>
        <source>{declarer} overbid: the game is worth {worth}, less than the bid of {bid}.</source>
        <translation>{declarer}のオーバービッドです。ゲームの得点{worth}がビッドの{bid}に届きませんでした。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="185"/>
        <source>{declarer} announced Schneider but took only {points} card points (90 needed).</source>
        <translation>{declarer}はシュナイダーを宣言しましたが、カードの点数は{points}点でした（90点必要）。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="188"/>
        <source>{declarer} announced Schwarz but the defenders won a trick.</source>
        <translation>{declarer}はシュワルツを宣言しましたが、相手側がトリックを取りました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="191"/>
        <source>{declarer} lost the Null game by taking a trick.</source>
        <translation>{declarer}はトリックを取ってしまい、ヌルに負けました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="194"/>
        <source>{declarer} conceded the game.</source>
        <translation>{declarer}がコンシードしました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="195"/>
        <source>Everybody passed; the deal is passed in and scores nothing.</source>
        <translation>全員パスで流れました。この回は得点なしです。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="198"/>
        <source>Everybody passed; the same dealer deals again.</source>
        <translation>全員パスのため、同じディーラーが配り直します。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="199"/>
        <source>Ramsch: {losers} took the most card points ({points}) and lose them.</source>
        <translation>ラムシュ：{losers}がカードの点数を最も多く取り（{points}点）、その分を失います。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="202"/>
        <source>Durchmarsch! {winner} took every trick.</source>
        <translation>ドゥルヒマルシュ！{winner}が全トリックを取りました。</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../skat_desktop/ui/review_dialog.py" line="65"/>
        <source>as {role} (your cards)</source>
        <translation>{role}で（自分の手札）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_dialog.py" line="76"/>
        <source>Review of deal {number}</source>
        <translation>第{number}回の振り返り</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_dialog.py" line="80"/>
        <source>Review of the deal</source>
        <translation>この回の振り返り</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="270"/>
        <source>Could you have won?</source>
        <translation>勝てる手はあったか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="272"/>
        <source>Which cards decided it?</source>
        <translation>どのカードで決まったか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="274"/>
        <source>First step (Home)</source>
        <translation>最初へ（Home）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="275"/>
        <source>One step back (Left)</source>
        <translation>一手戻る（←）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="277"/>
        <source>One step forward (Right)</source>
        <translation>一手進む（→）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="279"/>
        <source>Last step (End)</source>
        <translation>最後へ（End）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="286"/>
        <source>Play this deal again</source>
        <translation>この回をもう一度</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="280"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_dialog.py" line="66"/>
        <source>as {role} ({name}&apos;s cards)</source>
        <translation>{role}で（{name}の手札）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="295"/>
        <source>The seat you take when the deal is played again</source>
        <translation>もう一度プレイするときのあなたの席</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_base.py" line="407"/>
        <source>Rows marked ⚠ hold a card that changed the outcome: select one to see what would have happened instead.</source>
        <translation>⚠ の付いた行には結果を変えたカードがあります。選ぶと、代わりにどうなっていたかが表示されます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="34"/>
        <source>won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="35"/>
        <source>lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="36"/>
        <source>won with Schneider</source>
        <translation>シュナイダーで勝ち</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="37"/>
        <source>lost, Schneider</source>
        <translation>シュナイダーで負け</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="39"/>
        <source> or </source>
        <translation>か</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="48"/>
        <source>With {better} instead of {played} the declarer would have taken no trick.</source>
        <translation>{played} ではなく {better} を出していれば、ソロイストはトリックを一つも取らずに済みました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="53"/>
        <source>With {better} instead of {played} the declarer would have had to take a trick.</source>
        <translation>{played} ではなく {better} を出していれば、ソロイストにトリックを取らせることができました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="59"/>
        <source>With {better} instead of {played}, {name} would have taken {value} card points instead of {after}.</source>
        <translation>{played} ではなく {better} を出していれば、{name}のカードの点数は {after} ではなく {value} で済みました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="71"/>
        <source>With {better} instead of {played} the declarer would have kept {value} card points ({outcome}); after {played} at most {after} ({outcome_after}).</source>
        <translation>{played} ではなく {better} を出していれば、ソロイストはカードの点数 {value} を確保できました（{outcome}）。{played} の後は最大 {after}（{outcome_after}）。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="77"/>
        <source>With {better} instead of {played} the declarer would have been held to {value} card points ({outcome}); after {played} the declarer was sure of {after} ({outcome_after}).</source>
        <translation>{played} ではなく {better} を出していれば、ソロイストのカードの点数を {value} に抑えられました（{outcome}）。{played} の後、ソロイストは {after} を確保していました（{outcome_after}）。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="44"/>
        <source>Trick {trick}, {name}: {text}</source>
        <translation>トリック {trick}・{name}：{text}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="102"/>
        <source>No card was played in this deal, so there is nothing to analyse.</source>
        <translation>この回ではカードが一枚も出されなかったので、分析するものはありません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="52"/>
        <source>The analysis could not be completed; the steps can still be replayed.</source>
        <translation>分析を完了できませんでした。手順の再生はできます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="56"/>
        <source>Analysing the deal with all cards open…</source>
        <translation>全員のカードを見て分析しています…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="58"/>
        <source>No card of yours changed the outcome.</source>
        <translation>あなたのカードで結果が変わったものはありません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="60"/>
        <source>No card changed the outcome: it was decided by the deal.</source>
        <translation>結果を変えたカードはありません。配られた時点で決まっていました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="80"/>
        <source>Trick {trick}, {name}: {better} instead of {played}.</source>
        <translation>トリック {trick}・{name}：{played} ではなく {better}。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="89"/>
        <source>You could have won.</source>
        <translation>勝てるチャンスがありました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="111"/>
        <source>You could have beaten the declarer.</source>
        <translation>ソロイストを負かせるチャンスがありました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="90"/>
        <source>A card of yours changed the outcome.</source>
        <translation>あなたのカードが結果を変えました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="112"/>
        <source>You could have taken fewer points.</source>
        <translation>もっと少ない点数で済ませられました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="93"/>
        <source>Cards that changed the outcome: {count}.</source>
        <translation>結果を変えたカード：{count} 枚。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sentences.py" line="98"/>
        <source>{head} {detail}</source>
        <translation>{head}{detail}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="118"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="136"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="122"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="126"/>
        <source>{name}: {action}</source>
        <translation>{name}：{action}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="136"/>
        <location filename="../skat_desktop/ui/review_texts.py" line="175"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="134"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="162"/>
        <source>Cards dealt</source>
        <translation>配られたカード</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="139"/>
        <source>Auction — {said}</source>
        <translation>ビッド — {said}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="144"/>
        <location filename="../skat_desktop/ui/review_widgets.py" line="129"/>
        <source>Skat</source>
        <translation>スカート</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="145"/>
        <source>Kontra</source>
        <translation>コントラ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="146"/>
        <source>Claim</source>
        <translation>残りの宣言</translation>
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
        <translation>トリック {n} — {cards}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="160"/>
        <source>Trick {n} — {cards} → {name}</source>
        <translation>トリック {n} — {cards} → {name}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="163"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="150"/>
        <source>Trick {n} — {cards} → {name} ({points})</source>
        <translation>トリック {n} — {cards} → {name}（{points}）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="171"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="158"/>
        <source>Step {n} of {total}</source>
        <translation>{total} 手中 {n} 手目</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="186"/>
        <source>declarer</source>
        <translation>ソロイスト</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="189"/>
        <source>Tricks: {tricks}</source>
        <translation>トリック：{tricks}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_texts.py" line="192"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="173"/>
        <source>Tricks: {tricks} · Points: {points}</source>
        <translation>トリック：{tricks}・点数：{points}</translation>
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
        <translation>ビッド {bid}</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="138"/>
        <source>Forehand</source>
        <translation>フォアハンド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="139"/>
        <source>Middlehand</source>
        <translation>ミドルハンド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="140"/>
        <source>Rearhand</source>
        <translation>リアハンド</translation>
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
        <translation>3人または4人。4人のときはディーラーがその回を休み、カードを受け取りません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="20"/>
        <source>How many deals the list has: a multiple of the number of players (36 at three, 48 at four is usual). 0 plays on without end.</source>
        <translation>得点表の回数です。人数の倍数にします（3人なら36回、4人なら48回がふつう）。0にすると終わりなく続けます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="25"/>
        <source>What happens when all three pass: the deal scores nothing (official), a Ramsch is played, or the same dealer deals again.</source>
        <translation>3人ともパスしたときの扱いです。得点なしで流す（公式）、ラムシュをする、同じディーラーが配り直す、から選びます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="30"/>
        <source>A defender may say Kontra to double the game; the declarer may answer Re to double it again.</source>
        <translation>相手側はコントラで得点を2倍にでき、ソロイストはリコントラでさらに2倍にできます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="35"/>
        <source>Until when Kontra may be said: before the first card of the game, or until the defender plays his own first card.</source>
        <translation>コントラを宣言できる期限です。ゲームの最初のカードが出るまで、または自分が最初のカードを出すまで。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="40"/>
        <source>Only a defender who bid or held at least 18 may say Kontra.</source>
        <translation>ビッドに参加した（18以上をビッドした、または受けた）相手側だけがコントラを宣言できます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="43"/>
        <source>The most matadors (with or without) that count towards the game value. House rule: 4. None: all count.</source>
        <translation>得点に数えるマタドール（ウィズ／ウィズアウト）の上限です。ハウスルールでは4。「なし」ならすべて数えます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="48"/>
        <source>24: Grand Ouvert is a Grand with the Ouvert level (official). 36: the base value is 36 and Ouvert is not counted as a level (1997 rules).</source>
        <translation>24：グランド・ウベルトはウベルトの段階を加えたグランド（公式）。36：基本点を36とし、ウベルトは段階に数えない（1997年ルール）。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="53"/>
        <source>The value of an overbid Null game: the next Null value the declarer could still have announced (official), or the next multiple of the announced value (1997 rules).</source>
        <translation>オーバービッドしたヌルの得点です。ソロイストがまだ宣言できた次のヌルの得点（公式）、または宣言した得点の倍数でビッドに届く最小のもの（1997年ルール）。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="59"/>
        <source>A lost game costs twice its value: always (official), or only games with the skat picked up, while lost hand games count once.</source>
        <translation>負けたゲームは得点の2倍を失います。常に（公式）、またはスカートを取ったゲームだけ（負けたハンドゲームは1倍）。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="64"/>
        <source>Whether Schneider and Schwarz suffered by a losing declarer raise the value always (official), or only after the skat was picked up.</source>
        <translation>負けたソロイストがシュナイダーやシュワルツになったとき、その段階を得点に加えるかどうか。常に（公式）、またはスカートを取ったときだけ。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="69"/>
        <source>A lost game is written as a minus for the declarer (official), or as a plus for each defender.</source>
        <translation>負けたゲームを、ソロイストのマイナスとして記入する（公式）か、相手側それぞれのプラスとして記入するか。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="74"/>
        <source>The declarer may give up before the first card is led.</source>
        <translation>最初のリードの前なら、ソロイストはコンシード（降参）できます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="77"/>
        <source>What a conceded game costs: a lost game of the announced type, its value once, or the bid (doubled after picking up the skat).</source>
        <translation>コンシードしたときの失点です。宣言したゲームの負けとして扱う、得点の1倍を失う、またはビッドの値を失う（スカートを取ったあとなら2倍）。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="82"/>
        <source>In a Ramsch, the skat goes to the winner of the last trick or to the loser.</source>
        <translation>ラムシュで、スカートを最後のトリックを取った人に渡すか、負けた人に渡すか。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="85"/>
        <source>In a Ramsch, players tied for most card points all lose.</source>
        <translation>ラムシュで、カードの点数がいちばん多い人が並んだときは全員が負けです。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="88"/>
        <source>Jungfrau: a player who takes no trick in a Ramsch doubles the loser&apos;s result, each time (official), only when both others took no trick, or never.</source>
        <translation>ユングフラウ：ラムシュでトリックを1つも取らなかった人がいると、負けた人の失点が2倍になります。1人ごとに（公式）、他の2人が共にトリックなしのときだけ、またはなし。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="93"/>
        <source>Durchmarsch: a player who takes every trick in a Ramsch wins 120. Off: he simply loses.</source>
        <translation>ドゥルヒマルシュ：ラムシュで1人がトリックを全部取ると120点を得ます。「なし」なら、その人はふつうに負けになります。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="97"/>
        <source>Schieberamsch: before a Ramsch, each player in turn picks up the skat and pushes two cards on, or passes it on unseen; each push doubles.</source>
        <translation>シーベラムシュ：ラムシュの前に、順番にスカートを取って2枚を次へ回すか、見ずにそのまま回します。回すたびに2倍になります。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="102"/>
        <source>In Schieberamsch, jacks may be among the two pushed cards.</source>
        <translation>シーベラムシュで、回す2枚にジャックを入れてもよいことにします。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="105"/>
        <source>In Schieberamsch, a player may declare Grand Hand instead of pushing, and the Ramsch is off.</source>
        <translation>シーベラムシュで、スカートを回す代わりにグランド・ハンドを宣言でき、ラムシュはなくなります。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="110"/>
        <source>Bock rounds: after the events chosen below, one deal per player follows in which every game counts double.</source>
        <translation>ボック：下で選んだ出来事のあと、人数分の回だけ、すべてのゲームの得点が2倍になります。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="115"/>
        <source>Which events start a Bock round.</source>
        <translation>ボックが始まる出来事です。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="116"/>
        <source>After each Bock round, one Ramsch per player follows.</source>
        <translation>ボックが終わるたびに、人数分の回だけラムシュを遊びます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="119"/>
        <source>Plain: game values are summed. Seeger-Fabian: +50 for a won game, −50 for a lost one, and the others get 40 (30 at four) when the declarer loses. Settlement: at the end each player is paid the difference to every other.</source>
        <translation>単純合計：得点をそのまま合計します。ゼーガー・ファビアン方式：勝ったゲームに+50、負けたゲームに−50、ソロイストが負けると他の人に40点（4人なら30点）。精算：最後に、各プレイヤーが他の全員との差額を受け取ります。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="128"/>
        <source>All players passed.</source>
        <translation>全員がパスしたとき。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="129"/>
        <source>A game with Kontra and Re.</source>
        <translation>コントラとリコントラがあったゲーム。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="130"/>
        <source>A game lost after Kontra.</source>
        <translation>コントラのあとで負けたゲーム。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="131"/>
        <source>A lost Grand.</source>
        <translation>負けたグランド。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="132"/>
        <source>A game lost with exactly 60 card points.</source>
        <translation>カードの点数がちょうど60点で負けたゲーム。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="133"/>
        <source>A player&apos;s total reaches a round hundred (100, 200, …).</source>
        <translation>誰かの合計がちょうど100の倍数（100、200…）になったとき。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="136"/>
        <source>A won Grand Hand.</source>
        <translation>勝ったグランド・ハンド。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="140"/>
        <source>The International Skat Order: no Kontra, Ramsch or Bock; a passed-in deal scores nothing.</source>
        <translation>国際スカート規則。コントラ、ラムシュ、ボックなし。全員パスは得点なし。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="144"/>
        <source>Older rules: lost hand games count once, Grand Ouvert base 36, overbid Null in multiples, settlement at the end.</source>
        <translation>以前のルール。負けたハンドゲームは1倍、グランド・ウベルトの基本点36、オーバービッドしたヌルは倍数、最後に精算。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="149"/>
        <source>Kontra; Ramsch when all pass (Jungfrau only if both others took no trick, no Durchmarsch); lost games count double only after picking up; a conceded game costs its value once.</source>
        <translation>コントラあり。全員パスでラムシュ（ユングフラウは他の2人が共にトリックなしのときだけ、ドゥルヒマルシュなし）。負けの2倍はスカートを取ったときだけ。コンシードは得点の1倍を失う。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/rule_tips.py" line="155"/>
        <source>Official rules with Kontra, Ramsch and Schieberamsch, and Bock rounds after a game lost with 60, after Kontra and Re, and after a game lost after Kontra.</source>
        <translation>公式ルールにコントラ、ラムシュ、シーベラムシュを加え、60点で負けたゲーム、コントラとリコントラ、コントラ後に負けたゲームのあとにボック。</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="315"/>
        <source>Official (ISkO)</source>
        <translation>公式ルール（ISkO）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="316"/>
        <source>Classic 1997</source>
        <translation>1997年ルール</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="317"/>
        <source>Club</source>
        <translation>クラブルール</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="318"/>
        <source>Pub</source>
        <translation>パブルール</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="322"/>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="323"/>
        <source>When everybody passes</source>
        <translation>全員パスのとき</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="324"/>
        <location filename="../skat_desktop/ui/texts.py" line="370"/>
        <source>Kontra and Re</source>
        <translation>コントラとリコントラ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="325"/>
        <source>Kontra allowed</source>
        <translation>コントラの期限</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="326"/>
        <source>Kontra only after bidding 18</source>
        <translation>コントラはビッドに参加した人だけ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="327"/>
        <source>Matador cap</source>
        <translation>マタドールの上限</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="328"/>
        <source>Grand Ouvert base value</source>
        <translation>グランド・ウベルトの基本点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="329"/>
        <source>Overbid Null value</source>
        <translation>オーバービッドしたヌルの得点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="330"/>
        <source>Lost games count double</source>
        <translation>負けたゲームは2倍</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="331"/>
        <source>Schneider against a losing declarer</source>
        <translation>ソロイストが負けたときのシュナイダー</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="332"/>
        <source>Lost games are written to</source>
        <translation>負けの記入先</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="333"/>
        <source>Conceding allowed</source>
        <translation>コンシードできる</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="334"/>
        <source>A conceded game scores</source>
        <translation>コンシードの失点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="335"/>
        <source>Ramsch: the skat goes to</source>
        <translation>ラムシュ：スカートの行き先</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="336"/>
        <source>Ramsch ties</source>
        <translation>ラムシュの同点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="337"/>
        <source>Jungfrau</source>
        <translation>ユングフラウ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="338"/>
        <source>Durchmarsch</source>
        <translation>ドゥルヒマルシュ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="339"/>
        <source>Schieberamsch</source>
        <translation>シーベラムシュ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="340"/>
        <source>Jacks may be pushed</source>
        <translation>ジャックを回せる</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="341"/>
        <source>Grand Hand instead of Ramsch</source>
        <translation>ラムシュの代わりにグランド・ハンド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="342"/>
        <source>Bock rounds</source>
        <translation>ボック</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="343"/>
        <source>Bock after</source>
        <translation>ボックになる条件</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="344"/>
        <source>Ramsch round after Bock</source>
        <translation>ボックの後にラムシュ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="345"/>
        <source>List length</source>
        <translation>得点表の回数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="346"/>
        <source>Scoring</source>
        <translation>得点方式</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="350"/>
        <source>Passed in</source>
        <translation>全員パス（流れ）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="351"/>
        <source>Ramsch</source>
        <translation>ラムシュ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="352"/>
        <source>Deal again</source>
        <translation>配り直し</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="353"/>
        <source>Before the first lead</source>
        <translation>最初のリードの前</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="354"/>
        <source>Before one&apos;s own first card</source>
        <translation>自分が最初のカードを出す前</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="355"/>
        <source>Next Null value</source>
        <translation>次のヌルの得点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="356"/>
        <source>Multiples</source>
        <translation>倍数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="357"/>
        <source>Always</source>
        <translation>常に</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="358"/>
        <source>Skat games only</source>
        <translation>スカートゲームのみ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="359"/>
        <source>Declarer</source>
        <translation>ソロイスト</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="360"/>
        <source>Defenders</source>
        <translation>相手側</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="361"/>
        <source>As a lost game</source>
        <translation>負けたゲームとして</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="362"/>
        <source>Game value once</source>
        <translation>得点の1倍</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="363"/>
        <source>The bid value</source>
        <translation>ビッドの値</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="364"/>
        <source>Last trick</source>
        <translation>最後のトリックを取った人</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="365"/>
        <source>Loser</source>
        <translation>負けた人</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="366"/>
        <source>All lose</source>
        <translation>全員負け</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="367"/>
        <source>Each</source>
        <translation>1人ごとに</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="368"/>
        <source>All others</source>
        <translation>他の2人が共にトリックなし</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="369"/>
        <source>Off</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="371"/>
        <source>Lost after Kontra</source>
        <translation>コントラ後の負け</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="372"/>
        <source>Lost Grand</source>
        <translation>グランドの負け</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="373"/>
        <source>Lost with 60</source>
        <translation>60点で負け</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="374"/>
        <source>Score of hundreds</source>
        <translation>合計が100の倍数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="375"/>
        <source>Won Grand Hand</source>
        <translation>グランド・ハンドの勝ち</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="376"/>
        <source>Plain</source>
        <translation>単純合計</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="377"/>
        <source>Seeger-Fabian</source>
        <translation>ゼーガー・ファビアン方式</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="378"/>
        <source>Settlement</source>
        <translation>精算</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="379"/>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="380"/>
        <source>Open-ended</source>
        <translation>無制限</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="67"/>
        <source>Passed in</source>
        <translation>全員パス（流れ）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="69"/>
        <source>Redeal</source>
        <translation>配り直し</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="72"/>
        <source>Durchmarsch</source>
        <translation>ドゥルヒマルシュ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/review_sheet.py" line="46"/>
        <source>Review this deal…</source>
        <translation>この回を振り返る…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="168"/>
        <source>Score sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="176"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="182"/>
        <source>Declarer</source>
        <translation>ソロイスト</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="183"/>
        <source>Decl.</source>
        <comment>short column header</comment>
        <translation>ソロ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="177"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="187"/>
        <source>Value</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="188"/>
        <source>Val.</source>
        <comment>short column header</comment>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="178"/>
        <source>Marks</source>
        <translation>備考</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="211"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="224"/>
        <source>Settlement</source>
        <translation>精算</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="241"/>
        <source>Practice deal: your list waits, unchanged, until you go back.</source>
        <translation>練習の回：得点表は戻るまでそのまま待っています。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="250"/>
        <source>{done} of {length} deals · {scoring}</source>
        <translation>{length}回中{done}回 · {scoring}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="254"/>
        <source>{done} deals · {scoring}</source>
        <translation>{done}回 · {scoring}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="265"/>
        <source>Bock deals ahead: {n}</source>
        <translation>ボック残り{n}回</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="269"/>
        <source>Ramsch deals ahead: {n}</source>
        <translation>ラムシュ残り{n}回</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="308"/>
        <source>Dealer: {name}</source>
        <translation>ディーラー：{name}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="341"/>
        <source>Bock</source>
        <translation>ボック</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="343"/>
        <source>Ramsch round</source>
        <translation>ラムシュラウンド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="345"/>
        <source>Kontra</source>
        <translation>コントラ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="347"/>
        <source>Re</source>
        <translation>リコントラ</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="318"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="319"/>
        <source>Table and cards</source>
        <translation>テーブルとカード</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="320"/>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="321"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="324"/>
        <source>Card deck:</source>
        <translation>カードの絵柄</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="325"/>
        <source>Card back:</source>
        <translation>カードの裏面</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="326"/>
        <source>Table colour:</source>
        <translation>テーブルの色</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="327"/>
        <source>Animation speed:</source>
        <translation>アニメーションの速さ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="328"/>
        <source>Computers&apos; think time:</source>
        <translation>コンピューターの思考時間</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="329"/>
        <source>Hints and par from:</source>
        <translation>ヒントとパーの強さ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="330"/>
        <source>Language:</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="339"/>
        <source>The deck&apos;s own back</source>
        <translation>絵柄に付属の裏面</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="344"/>
        <source>Green felt</source>
        <translation>緑のフェルト</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="345"/>
        <source>Blue</source>
        <translation>ブルー</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="346"/>
        <source>Wine red</source>
        <translation>ワインレッド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="347"/>
        <source>Wood brown</source>
        <translation>ウッドブラウン</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="348"/>
        <source>Slate grey</source>
        <translation>スレートグレー</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="353"/>
        <source>Off (no animation)</source>
        <translation>オフ（アニメーションなし）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="354"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="355"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="356"/>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="361"/>
        <source>Follow the animation speed</source>
        <translation>アニメーションの速さに合わせる</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="362"/>
        <source>Short (¼ second)</source>
        <translation>短い（0.25秒）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="363"/>
        <source>Normal (⅔ second)</source>
        <translation>普通（約0.7秒）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="364"/>
        <source>Long (1½ seconds)</source>
        <translation>長い（1.5秒）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="368"/>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="372"/>
        <source>Ask before playing a card</source>
        <translation>カードを出す前に確認する</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="375"/>
        <source>Play a single legal card automatically</source>
        <translation>出せるカードが1枚だけなら自動で出す</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="378"/>
        <source>Show the win chance in hints</source>
        <translation>ヒントに勝率を表示する</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="381"/>
        <source>Ask before undo makes a list practice</source>
        <translation>取り消しで得点表が練習扱いになる前に確認する</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="384"/>
        <source>The picture of the cards: French or German suits.</source>
        <translation>カードの絵柄です。フランス式かドイツ式のスートを選べます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="387"/>
        <source>Draw the backs of the cards from another deck.</source>
        <translation>別の絵柄の裏面を使います。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="390"/>
        <source>The colour of the cloth on the table.</source>
        <translation>テーブルに敷く布の色です。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="393"/>
        <source>How fast cards are dealt and moved.</source>
        <translation>カードを配ったり動かしたりする速さです。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="396"/>
        <source>The shortest time a computer player takes before its card is shown, so you can follow the play.</source>
        <translation>コンピューターがカードを出すまでの最短の時間です。プレイの流れを追いやすくなります。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="401"/>
        <source>The language of menus, messages and help.</source>
        <translation>メニュー、メッセージ、ヘルプの言語です。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="404"/>
        <source>A click on a card first asks whether to play it, against slips of the mouse.</source>
        <translation>カードをクリックすると、出す前に確認します。うっかりミスを防げます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="408"/>
        <source>When only one card may be played, it is played without waiting for you.</source>
        <translation>出せるカードが1枚しかないときは、操作を待たずにそのカードを出します。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="412"/>
        <source>The hint table shows how often each choice wins, beside its expected score.</source>
        <translation>ヒントの表で、期待得点の横にそれぞれの手の勝率を表示します。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="416"/>
        <source>The computer player whose advice the hints give and whose result par is; a weaker one answers faster.</source>
        <translation>ヒントの助言とパーの結果を出すコンピューターの強さです。弱くすると、答えが速くなります。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="421"/>
        <source>A list in which a move was taken back counts as practice, not in your statistics; the first undo of a list asks before it does that.</source>
        <translation>手を取り消した得点表は練習扱いになり、統計には数えられません。得点表の中で初めて取り消すときに、その前に確認します。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/settings_dialog.py" line="433"/>
        <source>Show the default settings; nothing changes until OK or Apply.</source>
        <translation>初期設定を表示します。OKか適用を押すまでは変更されません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="41"/>
        <source>Learning aids</source>
        <translation>学習用の補助</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="43"/>
        <source>Bidding aid: what each game is worth</source>
        <translation>ビッドの補助：各ゲームの得点を表示する</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="46"/>
        <source>Show the card points each side has taken</source>
        <translation>両陣営が取ったカードの点数を表示する</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="49"/>
        <source>Show how many trumps are still out</source>
        <translation>残りの切札の数を表示する</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="51"/>
        <source>Tournament mode: no aids</source>
        <translation>大会モード：補助なし</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="53"/>
        <source>While you bid, the games your hand could play with their values and the computers&apos; estimate of each; when you announce, what the game wins and loses. Lessons show it anyway.</source>
        <translation>ビッドの間は、手札で遊べるゲームとその得点、コンピューターの見積もりを表示します。宣言のときは、そのゲームの勝ち負けの得点を表示します。レッスンでは常に表示されます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="61"/>
        <source>The card points in the tricks taken so far, in the table&apos;s info box.</source>
        <translation>これまでに取ったトリックのカードの点数を、テーブルの情報欄に表示します。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="66"/>
        <source>The trumps you have not seen played and do not hold, in the table&apos;s info box.</source>
        <translation>まだ出ておらず、自分も持っていない切札の数を、テーブルの情報欄に表示します。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/aid_settings_box.py" line="72"/>
        <source>Play as at a tournament: the aids above stay off whatever they are set to. The “your turn” cue and the last trick (L) stay.</source>
        <translation>大会と同じ条件で遊びます。上の補助は設定にかかわらず表示されません。「あなたの番」の表示と最後のトリック（L）はそのまま使えます。</translation>
    </message>
</context>
<context>
    <name>Spitzer</name>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="226"/>
        <source>You hold both queens: call a partner, play alone, or pass (and play a silent Sneaker).</source>
        <translation>クイーンを2枚とも持っています。パートナーを指名するか、一人で戦うか、パスしてください（パスすると黙ってスニーカーになります）。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/panels.py" line="137"/>
        <source>Your declaration</source>
        <translation>あなたの宣言</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/panels.py" line="179"/>
        <source>Side scores</source>
        <translation>得点率</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/panels.py" line="180"/>
        <source>How often your side scores with this choice, in the deals the search tried</source>
        <translation>この選択で自分の側が得点する割合（探索で試した配り方のうち）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="39"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="50"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="50"/>
        <source> &amp; </source>
        <translation>・</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="53"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="58"/>
        <source>{side} won ({contract}): {points} card points.</source>
        <translation>{side}の勝ち（{contract}）：カードの点数{points}点。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="56"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="62"/>
        <source>{side} lost ({contract}): {points} card points.</source>
        <translation>{side}の負け（{contract}）：カードの点数{points}点。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="65"/>
        <source>{name} wins the game with {total}.</source>
        <translation>{name}が{total}点でゲームに勝ちました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="71"/>
        <source>Settlement: {parts}</source>
        <translation>精算：{parts}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="123"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="186"/>
        <location filename="../skat_desktop/ui/spitzer/view.py" line="131"/>
        <source>{name}: {declaration}</source>
        <translation>{name}：{declaration}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="127"/>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="191"/>
        <source>nothing declared</source>
        <translation>宣言なし</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="137"/>
        <source>Contract</source>
        <translation>コントラクト</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="139"/>
        <source>The game played, which sets the row of the score table.</source>
        <translation>行われたゲーム。点数表のどの行かを決めます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="144"/>
        <source>Declaration</source>
        <translation>宣言</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="146"/>
        <source>Who declared what in the declaration round.</source>
        <translation>宣言のラウンドで誰が何を宣言したか。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="151"/>
        <source>Declaring side</source>
        <translation>宣言側</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="153"/>
        <source>The declarer and partner; when nothing was declared, the side with the highest trump.</source>
        <translation>宣言者とそのパートナー。宣言がなかったときは、いちばん強い切札を持つ側。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="160"/>
        <source>Opponents</source>
        <translation>相手側</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="162"/>
        <source>The players against the declaring side.</source>
        <translation>宣言側と戦うプレイヤー。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="165"/>
        <source>Card points</source>
        <translation>カードの点数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="167"/>
        <source>Card points of the declaring side : of the opponents.</source>
        <translation>宣言側：相手側のカードの点数。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="172"/>
        <source>Tricks</source>
        <translation>トリック</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="174"/>
        <source>Tricks of the declaring side : of the opponents.</source>
        <translation>宣言側：相手側のトリック数。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="179"/>
        <source>Column</source>
        <translation>点数表の欄</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="181"/>
        <source>The column of the score table that the declaring side&apos;s card points fall in.</source>
        <translation>宣言側のカードの点数が当てはまる、点数表の欄。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="187"/>
        <source>Value</source>
        <translation>欄の点数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="189"/>
        <source>The score table&apos;s value for this contract and column: when positive, each member of the declaring side scores it; when negative, each opponent does.</source>
        <translation>このコントラクトとこの欄に対する点数表の値。プラスなら宣言側の各人が、マイナスなら相手側の各人がこの点を得ます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="201"/>
        <source>{score} → {total}</source>
        <translation>{score} → {total}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="204"/>
        <source>This player&apos;s score in this deal → total so far.</source>
        <translation>この回の点数 → これまでの合計。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="216"/>
        <source>Back to the game</source>
        <translation>ゲームに戻る</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="218"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/result.py" line="226"/>
        <source>Deal {n}</source>
        <translation>第{n}回</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="216"/>
        <source>Queens</source>
        <translation>クイーン側</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="230"/>
        <source>Partner</source>
        <translation>パートナー</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="290"/>
        <source>Game to</source>
        <translation>ゲーム終了点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="300"/>
        <source>Called</source>
        <translation>指定エース</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="309"/>
        <source>Trumps</source>
        <translation>切札</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/mode.py" line="275"/>
        <source>The game is over.</source>
        <translation>ゲームが終わりました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/score_sheet.py" line="121"/>
        <source>Game</source>
        <translation>コントラクト</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/score_sheet.py" line="122"/>
        <source>Game</source>
        <comment>short column header</comment>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/score_sheet.py" line="154"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/score_sheet.py" line="160"/>
        <source>Practice deal: your game waits, unchanged, until you go back.</source>
        <translation>練習の回：ゲームは戻るまでそのまま待っています。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/score_sheet.py" line="168"/>
        <source>Game to {target}. Leading: {names} ({total}).</source>
        <translation>{target}点先取。トップ：{names}（{total}点）。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="49"/>
        <source>the ace of clubs</source>
        <translation>クラブのエース</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="51"/>
        <source>the ace of spades</source>
        <translation>スペードのエース</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="52"/>
        <source>the ace of hearts</source>
        <translation>ハートのエース</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="58"/>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="63"/>
        <source>Call: first trick</source>
        <translation>指名：最初の勝者</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="65"/>
        <source>Call {ace}</source>
        <translation>{ace}を指名</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="69"/>
        <source>{call}, Schneider</source>
        <translation>{call}、シュナイダー宣言</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="73"/>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="137"/>
        <source>Zola Schneider Schwarz</source>
        <translation>ゾラ・シュナイダー・シュバルツ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="75"/>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="136"/>
        <source>Zola Schneider</source>
        <translation>ゾラ・シュナイダー</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="76"/>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="135"/>
        <source>Zola</source>
        <translation>ゾラ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="78"/>
        <source>Schneider</source>
        <translation>シュナイダー宣言</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="91"/>
        <source>No declaration. Whoever holds both queens and passes plays alone without saying so (Sneaker).</source>
        <translation>宣言しません。クイーンを2枚とも持つ人がパスすると、黙って一人で戦います（スニーカー）。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="98"/>
        <source>The first other player to win a trick becomes your partner.</source>
        <translation>あなた以外で最初にトリックを取った人がパートナーになります。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="102"/>
        <source>The holder of the called ace becomes your partner.</source>
        <translation>指定したエースを持つ人がパートナーになります。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="107"/>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="124"/>
        <source>Your side aims at 90 card points or more.</source>
        <translation>あなたの側はカードの点数90点以上を目指します。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="113"/>
        <source>Alone against three; you must take every trick.</source>
        <translation>一人で3人と戦います。すべてのトリックを取らなければなりません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="117"/>
        <source>Alone against three; you aim at 90 card points or more.</source>
        <translation>一人で3人と戦います。カードの点数90点以上を目指します。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="120"/>
        <source>Alone against three; you need 61 card points.</source>
        <translation>一人で3人と戦います。カードの点数61点以上が必要です。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="130"/>
        <source>Partners</source>
        <translation>パートナー戦</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="131"/>
        <source>Partners, Schneider declared</source>
        <translation>パートナー戦・シュナイダー宣言</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="134"/>
        <source>Sneaker</source>
        <translation>スニーカー</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="145"/>
        <source>no trick</source>
        <translation>トリックなし</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="146"/>
        <source>0–30 points</source>
        <translation>0〜30点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="147"/>
        <source>31–60 points</source>
        <translation>31〜60点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="148"/>
        <source>61–89 points</source>
        <translation>61〜89点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="149"/>
        <source>90–120 points</source>
        <translation>90〜120点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="150"/>
        <source>all tricks</source>
        <translation>全トリック</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="156"/>
        <source>declaring side</source>
        <translation>宣言側</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="158"/>
        <source>opponents</source>
        <translation>相手側</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="189"/>
        <source>Trumps, high to low: {cards}</source>
        <translation>切札（強い順）：{cards}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="205"/>
        <source>Trumps: ♣Q (Big Queen), ♦7 (Spitzer), ♠Q (Little Queen), the other queens, all jacks, then ♦A ♦10 ♦K ♦9 ♦8. Trumps lie at the left of your hand.</source>
        <translation>切札：♣Q（ビッグクイーン）、♦7（スピッツァー）、♠Q（リトルクイーン）、残りのクイーン、すべてのジャック、そして♦A ♦10 ♦K ♦9 ♦8。切札は手札の左側に並びます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="239"/>
        <source>It is not your turn.</source>
        <translation>あなたの番ではありません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="240"/>
        <source>You must follow suit.</source>
        <translation>同じスートを出さなければなりません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="243"/>
        <source>You cannot follow suit, so you must play a trump.</source>
        <translation>同じスートがないので、切札を出さなければなりません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="246"/>
        <source>The called ace must be played the first time its suit is led.</source>
        <translation>指定されたエースは、そのスートが最初にリードされたときに出さなければなりません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="249"/>
        <source>The called ace may not be thrown on another suit.</source>
        <translation>指定されたエースを他のスートのトリックに捨てることはできません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="252"/>
        <source>Declare first; the cards come after the declarations.</source>
        <translation>先に宣言してください。カードは宣言の後に出します。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/texts.py" line="257"/>
        <source>That card cannot be played now.</source>
        <translation>そのカードは今は出せません。</translation>
    </message>
</context>
<context>
    <name>SpitzerReview</name>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_dialog.py" line="71"/>
        <source>with your cards</source>
        <translation>自分の手札で</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_dialog.py" line="72"/>
        <source>with {name}&apos;s cards</source>
        <translation>{name}の手札で</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_dialog.py" line="90"/>
        <source>Review of Spitzer deal {number}</source>
        <translation>スピッツァー 第{number}回の振り返り</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_dialog.py" line="94"/>
        <source>Review of the Spitzer deal</source>
        <translation>スピッツァーの回の振り返り</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="43"/>
        <source>{column}, {score}</source>
        <translation>{column}、{score}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="71"/>
        <source>With {better} instead of {played} the declaring side would have reached {value} card points ({column}); after {played} at most {after} ({column_after}).</source>
        <translation>{played} ではなく {better} を出していれば、宣言側はカードの点数 {value} に届きました（{column}）。{played} の後は最大 {after}（{column_after}）。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="78"/>
        <source>With {better} instead of {played} the declaring side would have been held to {value} card points ({column}); after {played} it was sure of {after} ({column_after}).</source>
        <translation>{played} ではなく {better} を出していれば、宣言側をカードの点数 {value} に抑えられました（{column}）。{played} の後、宣言側は {after} を確保（{column_after}）。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="111"/>
        <source>Analysed with all hands open: every player is assumed to know every card and every partnership from the first card on. At the table the sides were hidden until the cards showed them, so a marked card may have been a fair guess.</source>
        <translation>全員のカードを開いて分析しています：全員が最初からすべてのカードとパートナー関係を知っているものとします。実際のテーブルではカードが示すまで組み分けは分からないので、印の付いたカードも妥当な推測だったかもしれません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="118"/>
        <source>Only tricks {first} to 8 were analysed: the fast solver is not installed.</source>
        <translation>高速ソルバーがインストールされていないため、トリック {first}〜8 だけを分析しました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="139"/>
        <source>Declarations — {said}</source>
        <translation>宣言 — {said}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="172"/>
        <source>declared</source>
        <translation>宣言者</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="193"/>
        <source>Declaring side: {names}</source>
        <translation>宣言側：{names}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="198"/>
        <source>Card points so far: {side} : {opponents}</source>
        <translation>ここまでのカードの点数：{side} : {opponents}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/review_texts.py" line="206"/>
        <source>With perfect play from here: {points} ({column})</source>
        <translation>ここから最善のプレイなら：{points}（{column}）</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="63"/>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="103"/>
        <source>Deals played</source>
        <translation>プレイした回数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="64"/>
        <source>Deals on the declaring side</source>
        <translation>宣言側に立った回数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="65"/>
        <source>Won on the declaring side</source>
        <translation>宣言側での勝ち</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="66"/>
        <source>Alone (Zola, Sneaker)</source>
        <translation>単独（ゾラ・スニーカー）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="67"/>
        <source>Won alone</source>
        <translation>単独での勝ち</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="68"/>
        <source>Average points per deal</source>
        <translation>1回あたりの平均点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="69"/>
        <source>Finished games</source>
        <translation>完了したゲーム</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="106"/>
        <source>Contracts on the declaring side</source>
        <translation>宣言側の契約</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="115"/>
        <source>Partners, Schneider</source>
        <translation>パートナー戦・シュナイダー</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="211"/>
        <source>Games: {games}</source>
        <translation>ゲーム：{games}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="216"/>
        <source>Practice games (included): {n}</source>
        <translation>練習のゲーム（含む）：{n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="218"/>
        <source>Practice games (not counted): {n}</source>
        <translation>練習のゲーム（含まない）：{n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="231"/>
        <source>Include practice games</source>
        <translation>練習のゲームも含める</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="233"/>
        <source>Games in which a move was taken back</source>
        <translation>手を取り消したゲーム</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="238"/>
        <source>On the declaring side: won/played</source>
        <translation>宣言側：勝ち/プレイ数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="104"/>
        <source>Games as declarer</source>
        <translation>ソロイストのゲーム数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="70"/>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="105"/>
        <source>Games won</source>
        <translation>勝ったゲーム数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="106"/>
        <source>Finished lists</source>
        <translation>完了した得点表</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="107"/>
        <source>Average points per list</source>
        <translation>得点表ごとの平均得点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="108"/>
        <source>Average Seeger-Fabian points per list</source>
        <translation>得点表ごとの平均点（ゼーガー・ファビアン方式）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="112"/>
        <source>Ramsch deals</source>
        <translation>ラムシュの回数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="113"/>
        <source>Ramsch lost</source>
        <translation>ラムシュで負けた回数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="114"/>
        <source>Durchmarsch</source>
        <translation>ドゥルヒマルシュ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="115"/>
        <source>Average Ramsch card points</source>
        <translation>ラムシュでの平均カード点数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="148"/>
        <source>Declarer games by type</source>
        <translation>ソロイストのゲーム（種類別）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="348"/>
        <source>The statistics file was damaged and has been kept as {file}. The earlier copy {backup} was read instead; the latest deals may be missing.</source>
        <translation>統計ファイルが壊れていたため、{file}として保管しました。代わりに以前のコピー{backup}を読み込みました。最近の数回分の記録が欠けている可能性があります。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="419"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_pieces.py" line="163"/>
        <source>Skat</source>
        <translation>スカート</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/game_pieces.py" line="171"/>
        <source>Spitzer</source>
        <translation>スピッツァー</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_chart.py" line="180"/>
        <source>won</source>
        <translation>勝ち数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_chart.py" line="181"/>
        <source>played</source>
        <translation>プレイ数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="329"/>
        <source>Lists: {lists}</source>
        <translation>得点表：{lists}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="212"/>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="330"/>
        <source>Deals: {deals}</source>
        <translation>回数：{deals}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="334"/>
        <source>Practice lists (included): {n}</source>
        <translation>練習の得点表（含む）：{n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="336"/>
        <source>Practice lists (not counted): {n}</source>
        <translation>練習の得点表（含まない）：{n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="357"/>
        <source>The statistics file was damaged and has been kept as {file}. Statistics start afresh.</source>
        <translation>統計ファイルが壊れていたため、{file}として保管しました。統計は最初からになります。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="365"/>
        <source>The statistics could not be saved: {reason}</source>
        <translation>統計を保存できませんでした：{reason}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="169"/>
        <source>Every recorded Spitzer game and deal will be deleted. This cannot be undone.</source>
        <translation>記録したスピッツァーのゲームとその結果がすべて削除されます。元に戻すことはできません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="391"/>
        <source>Reset statistics?</source>
        <translation>統計をリセットしますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="385"/>
        <source>Every recorded list and deal will be deleted. This cannot be undone.</source>
        <translation>記録した得点表とその結果がすべて削除されます。元に戻すことはできません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_widgets.py" line="123"/>
        <source>Only practice lists so far for {name} (lists in which a move was taken back). Tick “Include practice lists” to see them.</source>
        <translation>{name}の得点表は、まだ練習（手を取り消した得点表）だけです。見るには「練習の得点表も含める」にチェックを入れてください。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="417"/>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="418"/>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/statistics_panel.py" line="230"/>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="426"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="427"/>
        <source>Include practice lists</source>
        <translation>練習の得点表も含める</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="429"/>
        <source>Lists in which a move was taken back</source>
        <translation>手を取り消した得点表</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_widgets.py" line="115"/>
        <source>No finished deals yet.</source>
        <translation>まだ記録がありません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="434"/>
        <source>Reset statistics…</source>
        <translation>統計をリセット…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_dialog.py" line="435"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/statistics_widgets.py" line="117"/>
        <source>Only practice games so far for {name} (games in which a move was taken back). Tick “Include practice games” to see them.</source>
        <translation>{name}のゲームは、まだ練習（手を取り消したゲーム）だけです。見るには「練習のゲームも含める」にチェックを入れてください。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="76"/>
        <source>Average against par per deal</source>
        <translation>1回あたりのパーとの差（平均）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/par_texts.py" line="82"/>
        <source>{average:+.1f} ({deals} deals)</source>
        <translation>{average:+.1f}（{deals}回）</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="346"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="251"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="287"/>
        <source>Kontra</source>
        <translation>コントラ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="348"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="253"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="289"/>
        <source>Re</source>
        <translation>リコントラ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="350"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="291"/>
        <source>Bock</source>
        <translation>ボック</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view_base.py" line="310"/>
        <source>You take the trick ({points})</source>
        <translation>あなたがトリックを取りました（{points}点）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view_base.py" line="312"/>
        <source>{name} takes the trick ({points})</source>
        <translation>{name}がトリックを取りました（{points}点）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="216"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="128"/>
        <source>Dealer</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/decorations.py" line="130"/>
        <source>sits out</source>
        <translation>休み</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/decorations.py" line="249"/>
        <source>Declarer {bid}</source>
        <translation>{bid}でソロイスト</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="251"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="165"/>
        <source>{n} tricks</source>
        <translation>{n}トリック</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="253"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="167"/>
        <source>1 trick</source>
        <translation>1トリック</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="289"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="265"/>
        <source>Deal</source>
        <translation>回数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="294"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="271"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="280"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/decorations.py" line="274"/>
        <source>Pushed</source>
        <translation>スカート回し</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/decorations.py" line="277"/>
        <source>Bid</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/spitzer/decor.py" line="297"/>
        <location filename="../skat_desktop/ui/table/decorations.py" line="284"/>
        <source>Declarer</source>
        <translation>ソロイスト</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/decorations.py" line="293"/>
        <source>Marks</source>
        <translation>備考</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/turn_cue.py" line="89"/>
        <source>Your lead — play a card</source>
        <translation>あなたが最初のカードを出す番です</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/turn_cue.py" line="91"/>
        <source>Your turn — play a card</source>
        <translation>あなたがカードを出す番です</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/turn_cue.py" line="93"/>
        <source>Your bid</source>
        <translation>あなたがビッドする番です</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table/turn_cue.py" line="94"/>
        <source>Your turn</source>
        <translation>あなたの番です</translation>
    </message>
</context>
</TS>
