<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>Actions</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="261"/>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="262"/>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="263"/>
        <source>Pick up the skat</source>
        <translation>スカートを取る</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="264"/>
        <source>Discard {a} {b}</source>
        <translation>{a}と{b}を捨てる</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="265"/>
        <source>Kontra</source>
        <translation>コントラ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="266"/>
        <source>Re</source>
        <translation>リコントラ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="267"/>
        <source>Push the skat</source>
        <translation>スカートを回す</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="268"/>
        <source>Concede</source>
        <translation>コンシード</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="269"/>
        <source>Claim the rest</source>
        <translation>残りを全部取る</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="270"/>
        <source>Accept</source>
        <translation>認める</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="271"/>
        <source>Reject</source>
        <translation>認めない</translation>
    </message>
</context>
<context>
    <name>Bidding</name>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="170"/>
        <source>Yes, {value} (Y)</source>
        <translation>はい、{value}(Y)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="174"/>
        <source>Pass (P)</source>
        <translation>パス(P)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="175"/>
        <source>Bid</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="178"/>
        <source>Bid {value} (B)</source>
        <translation>{value}をビッド(B)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="191"/>
        <source>{name} bids {value}. Do you hold?</source>
        <translation>{name}が{value}をビッドしました。
受けますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="197"/>
        <source>Everybody passed. Bid 18 or pass?</source>
        <translation>他の2人がパスしました。
18をビッドしますか、パスしますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="201"/>
        <source>Your bid: more than {value}?</source>
        <translation>{value}より上をビッドしますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="206"/>
        <source>Your bid?</source>
        <translation>いくつでビッドしますか？</translation>
    </message>
</context>
<context>
    <name>Choice</name>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="565"/>
        <source>{name} says Kontra. Answer with Re?</source>
        <translation>{name}がコントラしました。
リコントラしますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="569"/>
        <source>Re (Y)</source>
        <translation>リコントラ(Y)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="570"/>
        <location filename="../skat_desktop/ui/panels.py" line="591"/>
        <source>No (N)</source>
        <translation>いいえ(N)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="577"/>
        <source>{name} claims all remaining tricks. Accept?</source>
        <translation>{name}が残りを全部取ると宣言しました。
認めますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="579"/>
        <source>{name} concedes the game. Accept?</source>
        <translation>{name}がコンシードしました。
認めますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="582"/>
        <source>Accept (Y)</source>
        <translation>認める(Y)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="583"/>
        <source>Reject (N)</source>
        <translation>認めない(N)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="586"/>
        <source>{name} plays {game}. Say Kontra?</source>
        <translation>{name}の{game}です。
コントラしますか？</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="590"/>
        <source>Kontra (Y)</source>
        <translation>コントラ(Y)</translation>
    </message>
</context>
<context>
    <name>Declare</name>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="392"/>
        <source>Pick up the skat</source>
        <translation>スカートを取る</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="393"/>
        <source>Push the skat</source>
        <translation>スカートを回す</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="396"/>
        <source>You are the declarer at {bid}.</source>
        <translation>{bid}であなたがソロイストになりました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="400"/>
        <source>…or play a hand game:</source>
        <translation>…またはハンドゲームで遊ぶ：</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="403"/>
        <source>Schieberamsch: push the skat on, pick it up, or play Grand Hand.</source>
        <translation>シーベラムシュ：
スカートをそのまま回すか、取るか、
グランド・ハンドを宣言してください。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="410"/>
        <source>Announce your game (bid {bid}).</source>
        <translation>ゲームを宣言してください（ビッド{bid}）。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="421"/>
        <source>Schneider announced</source>
        <translation>シュナイダー宣言</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="422"/>
        <source>Schwarz announced</source>
        <translation>シュワルツ宣言</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="423"/>
        <source>Ouvert</source>
        <translation>ウベルト</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="439"/>
        <source>at least {value}</source>
        <translation>{value}以上</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="454"/>
        <source>Overbid! {game} is worth {value}, less than your bid of {bid}. Click it again to announce it anyway.</source>
        <translation>オーバービッドです！
{game}は{value}で、ビッドの{bid}に届きません。
もう一度押すと、それでも宣言します。</translation>
    </message>
</context>
<context>
    <name>Discard</name>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="513"/>
        <source>Choose two cards to push on.</source>
        <translation>回すカードを2枚選んでください。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="515"/>
        <source>Push these two (D)</source>
        <translation>この2枚を回す(D)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="518"/>
        <source>Choose two cards to put away.</source>
        <translation>捨てるカードを2枚選んでください。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="520"/>
        <source>Discard these two (D)</source>
        <translation>この2枚を捨てる(D)</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="37"/>
        <source>Diamonds</source>
        <translation>ダイアモンド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="38"/>
        <source>Hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="39"/>
        <source>Spades</source>
        <translation>スペード</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="40"/>
        <source>Clubs</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="41"/>
        <source>Grand</source>
        <translation>グランド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="42"/>
        <source>Null</source>
        <translation>ヌル</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="43"/>
        <source>Ramsch</source>
        <translation>ラムシュ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="93"/>
        <source>Hand</source>
        <translation>ハンド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="94"/>
        <source>Ouvert</source>
        <translation>ウベルト</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="95"/>
        <source>Schneider announced</source>
        <translation>シュナイダー宣言</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="96"/>
        <source>Schwarz announced</source>
        <translation>シュワルツ宣言</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="76"/>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="79"/>
        <source>Option</source>
        <translation>選択肢</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="80"/>
        <source>Wins</source>
        <translation>勝率</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="81"/>
        <source>Score</source>
        <translation>期待得点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="85"/>
        <source>Press H or the Hint button for a suggestion.</source>
        <translation>Hキーかヒントボタンで提案を表示します。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="88"/>
        <source>Thinking about your options…</source>
        <translation>選択肢を検討しています…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="89"/>
        <source>Hints are not available in this version.</source>
        <translation>このバージョンではヒントを使えません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="92"/>
        <source>The hint could not be computed.</source>
        <translation>ヒントを計算できませんでした。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="93"/>
        <source>Suggested: {option}</source>
        <translation>おすすめ：{option}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/hint_panel.py" line="101"/>
        <source>No suggestion for this decision.</source>
        <translation>この場面には提案がありません。</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="357"/>
        <source>Highest expected score.</source>
        <translation>期待得点が最も高い手です。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="358"/>
        <source>Lower expected score.</source>
        <translation>期待得点がより低い手です。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="359"/>
        <source>Draws trumps safely.</source>
        <translation>安全に切札を抜きます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="360"/>
        <source>Cashes an ace while it still wins.</source>
        <translation>勝てるうちにエースを出します。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="361"/>
        <source>Gives card points to your partner&apos;s trick.</source>
        <translation>味方のトリックに点数の高いカードを乗せます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="362"/>
        <source>Avoids an overbid.</source>
        <translation>オーバービッドを避けます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="363"/>
        <source>The hand is too weak to go higher.</source>
        <translation>手札が弱いので、これ以上は上げません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="364"/>
        <source>The skat is likely to help.</source>
        <translation>スカートが役立ちそうです。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="365"/>
        <source>A hand game pays more.</source>
        <translation>ハンドゲームの方が得点が高くなります。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="366"/>
        <source>Prepares {game}.</source>
        <translation>{game}に備えます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="367"/>
        <source>The declarer looks beatable.</source>
        <translation>ソロイストに勝てそうです。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="368"/>
        <source>Kontra is too risky.</source>
        <translation>コントラは危険すぎます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="369"/>
        <source>You are likely to win anyway.</source>
        <translation>このままでも勝てそうです。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="370"/>
        <source>Re is too risky.</source>
        <translation>リコントラは危険すぎます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="371"/>
        <source>The remaining tricks are yours.</source>
        <translation>残りのトリックはすべてあなたが取れます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="372"/>
        <source>The game cannot be won any more.</source>
        <translation>このゲームはもう勝てません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="373"/>
        <source>The claim cannot be beaten.</source>
        <translation>この宣言は崩せません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="374"/>
        <source>The defence can still take a trick.</source>
        <translation>相手側はまだトリックを取れます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="375"/>
        <source>The declarer cannot win; accept.</source>
        <translation>ソロイストはもう勝てないので、認めましょう。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="376"/>
        <source>Play on.</source>
        <translation>このまま続けましょう。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="377"/>
        <source>Avoids taking card points.</source>
        <translation>カードの点数を取らないようにします。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="378"/>
        <source>Ducks under the winning card.</source>
        <translation>勝っているカードより低いカードを出します。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="379"/>
        <source>Forces the declarer to use a trump.</source>
        <translation>ソロイストに切札を使わせます。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="380"/>
        <source>The only card you may play.</source>
        <translation>出せるのはこのカードだけです。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="381"/>
        <source>Grand Hand is better than the Ramsch.</source>
        <translation>ラムシュよりグランド・ハンドが有利です。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="382"/>
        <source>Ramsch rule of thumb: stay out of tricks.</source>
        <translation>ラムシュの定石：トリックを取らないこと。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="383"/>
        <source>Pushes on the most dangerous cards.</source>
        <translation>最も危険なカードを回します。</translation>
    </message>
</context>
<context>
    <name>Illegal</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="201"/>
        <source>Cards are not played now.</source>
        <translation>今はカードを出す場面ではありません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="202"/>
        <source>It is not your turn.</source>
        <translation>あなたの番ではありません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="203"/>
        <source>That card is not in your hand.</source>
        <translation>そのカードは手札にありません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="204"/>
        <source>You must follow suit: {lead} was led.</source>
        <translation>マストフォローです。{lead}がリードされたので、同じスートを出してください。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="205"/>
        <source>You must follow suit: a trump was led and you hold a trump.</source>
        <translation>マストフォローです。切札がリードされたので、切札を出してください。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="208"/>
        <source>That is not allowed now.</source>
        <translation>今はそれはできません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="209"/>
        <source>Jacks may not be pushed on.</source>
        <translation>ジャックは回せません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="218"/>
        <source>Diamonds</source>
        <translation>ダイアモンド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="219"/>
        <source>Hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="220"/>
        <source>Spades</source>
        <translation>スペード</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="221"/>
        <source>Clubs</source>
        <translation>クラブ</translation>
    </message>
</context>
<context>
    <name>LastTrick</name>
    <message>
        <location filename="../skat_desktop/ui/last_trick.py" line="93"/>
        <source>Last trick</source>
        <translation>最後のトリック</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/last_trick.py" line="97"/>
        <source>{name} took it: {points} points</source>
        <translation>{name}が取りました（{points}点）</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="100"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="101"/>
        <source>Easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="102"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="103"/>
        <source>Strong</source>
        <translation>強い</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="104"/>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="268"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="319"/>
        <source>Could not save</source>
        <translation>保存できませんでした</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="328"/>
        <source>Could not open</source>
        <translation>開けませんでした</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="335"/>
        <source>Save list</source>
        <translation>得点表を保存</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="337"/>
        <location filename="../skat_desktop/ui/main_window.py" line="347"/>
        <source>Skat lists (*.json)</source>
        <translation>スカートの得点表 (*.json)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="345"/>
        <source>Open list</source>
        <translation>得点表を開く</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="472"/>
        <source>The list is complete.</source>
        <translation>得点表が完了しました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="574"/>
        <source>No trick has been taken yet.</source>
        <translation>まだ誰もトリックを取っていません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="659"/>
        <source>Hints are not available in this version.</source>
        <translation>このバージョンではヒントを使えません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="681"/>
        <source>There is nothing to decide right now.</source>
        <translation>今は決めることはありません。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="735"/>
        <source>Skat Desktop</source>
        <translation>Skat Desktop</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="736"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="737"/>
        <source>&amp;New list…</source>
        <translation>新しい得点表(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="738"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="739"/>
        <source>&amp;Save as…</source>
        <translation>名前を付けて保存(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="740"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="741"/>
        <source>&amp;Play</source>
        <translation>プレイ(&amp;P)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="742"/>
        <source>Hint (H)</source>
        <translation>ヒント(H)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="743"/>
        <source>Last trick (L)</source>
        <translation>最後のトリック(L)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="745"/>
        <source>Practice mode: show hints by themselves</source>
        <translation>練習モード：ヒントを自動で表示</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="747"/>
        <source>Hint strength</source>
        <translation>ヒントの強さ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="750"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="751"/>
        <source>Card deck</source>
        <translation>カードの絵柄</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="752"/>
        <source>Animation speed</source>
        <translation>アニメーションの速さ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="754"/>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="755"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="756"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="757"/>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="761"/>
        <location filename="../skat_desktop/ui/main_window.py" line="762"/>
        <source>Score sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="763"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="764"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="765"/>
        <source>&amp;About Skat Desktop</source>
        <translation>Skat Desktopについて(&amp;A)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="785"/>
        <source>{name} is thinking…</source>
        <translation>{name}が考えています…</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="792"/>
        <source>Saved.</source>
        <translation>保存しました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="793"/>
        <source>Resumed the last list.</source>
        <translation>前回の得点表を再開しました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="794"/>
        <source>A computer player failed; it made a random move instead.</source>
        <translation>コンピューターに問題が起きたため、代わりにランダムな手を選びました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="800"/>
        <source>Computer levels not available yet, playing with: {levels}</source>
        <translation>選んだ強さのコンピューターはまだ使えません。次の強さで遊びます：{levels}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="809"/>
        <source>About Skat Desktop</source>
        <translation>Skat Desktopについて</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/main_window.py" line="810"/>
        <source>Skat Desktop — play Skat offline against computer opponents.</source>
        <translation>Skat Desktop — コンピューターを相手に、オフラインでスカートを遊べます。</translation>
    </message>
</context>
<context>
    <name>NewSession</name>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="219"/>
        <source>New list</source>
        <translation>新しい得点表</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="221"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="222"/>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="223"/>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="224"/>
        <source>Opponents</source>
        <translation>対戦相手</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="225"/>
        <source>List length (0 = open)</source>
        <translation>得点表の回数（0は無制限）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="237"/>
        <source>Options (change any)</source>
        <translation>オプション（自由に変更できます）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/new_session_dialog.py" line="250"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
</context>
<context>
    <name>Play</name>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="624"/>
        <source>Claim the rest</source>
        <translation>残りを全部取る</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="625"/>
        <source>Concede</source>
        <translation>コンシード</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/panels.py" line="626"/>
        <source>Kontra</source>
        <translation>コントラ</translation>
    </message>
</context>
<context>
    <name>Result</name>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="162"/>
        <source>Show the final list</source>
        <translation>得点表の最終結果を見る</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="164"/>
        <source>Next deal (Enter)</source>
        <translation>次の回へ(Enter)</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="177"/>
        <source>You win!</source>
        <translation>あなたの勝ち！</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="179"/>
        <source>You lose.</source>
        <translation>あなたの負け。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="183"/>
        <source>{name} wins</source>
        <translation>{name}の勝ち</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="185"/>
        <source>{name} loses</source>
        <translation>{name}の負け</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="190"/>
        <source>Deal again</source>
        <translation>配り直し</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="191"/>
        <source>Passed in</source>
        <translation>全員パス（流れ）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="209"/>
        <source>Skat</source>
        <translation>スカート</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="217"/>
        <source>Put away</source>
        <translation>捨て札</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="250"/>
        <location filename="../skat_desktop/ui/texts.py" line="135"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="252"/>
        <source>Bid</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="257"/>
        <source>Matadors</source>
        <translation>マタドール</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="265"/>
        <source>Multiplier</source>
        <translation>達成点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="270"/>
        <location filename="../skat_desktop/ui/result_panel.py" line="286"/>
        <source>Value</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="271"/>
        <source>{base} × {mult} = {value}</source>
        <translation>{base} × {mult} = {value}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="279"/>
        <source>Card points</source>
        <translation>カードの点数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="280"/>
        <source>{points} of 120</source>
        <translation>120点中{points}点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="291"/>
        <source>Overbid</source>
        <translation>オーバービッド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="292"/>
        <source>scored as {value}</source>
        <translation>{value}として計算</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="306"/>
        <source>Doubled</source>
        <translation>倍率</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="310"/>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="317"/>
        <source>{points} card points, {tricks} tricks</source>
        <translation>{points}点、{tricks}トリック</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="323"/>
        <source>Jungfrau</source>
        <translation>ユングフラウ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="327"/>
        <source>Pushed</source>
        <translation>スカート回し</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="337"/>
        <source>List</source>
        <translation>得点表</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="133"/>
        <source>With {n}</source>
        <translation>ウィズ{n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="134"/>
        <source>Without {n}</source>
        <translation>ウィズアウト{n}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="136"/>
        <source>Hand</source>
        <translation>ハンド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="137"/>
        <source>Schneider</source>
        <translation>シュナイダー</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="138"/>
        <source>Schneider announced</source>
        <translation>シュナイダー宣言</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="139"/>
        <source>Schwarz</source>
        <translation>シュワルツ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="140"/>
        <source>Schwarz announced</source>
        <translation>シュワルツ宣言</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="141"/>
        <source>Ouvert</source>
        <translation>ウベルト</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="150"/>
        <source>{declarer} won with {points} card points.</source>
        <translation>{declarer}がカードの点数{points}点で勝ちました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="151"/>
        <source>{declarer} claimed the remaining tricks and won.</source>
        <translation>{declarer}が残りのトリックを全部取ると宣言し、勝ちました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="154"/>
        <source>{declarer} lost: {points} card points are not enough (61 needed).</source>
        <translation>{declarer}のカードの点数は{points}点で、勝つのに必要な61点に届きませんでした。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="157"/>
        <source>{declarer} overbid: the game is worth {worth}, less than the bid of {bid}.</source>
        <translation>{declarer}のオーバービッドです。ゲームの得点{worth}がビッドの{bid}に届きませんでした。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="160"/>
        <source>{declarer} announced Schneider but took only {points} card points (90 needed).</source>
        <translation>{declarer}はシュナイダーを宣言しましたが、カードの点数は{points}点でした（90点必要）。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="163"/>
        <source>{declarer} announced Schwarz but the defenders won a trick.</source>
        <translation>{declarer}はシュワルツを宣言しましたが、相手側がトリックを取りました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="166"/>
        <source>{declarer} lost the Null game by taking a trick.</source>
        <translation>{declarer}はトリックを取ってしまい、ヌルに負けました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="169"/>
        <source>{declarer} conceded the game.</source>
        <translation>{declarer}がコンシードしました。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="170"/>
        <source>Everybody passed; the deal is passed in and scores nothing.</source>
        <translation>全員パスで流れました。この回は得点なしです。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="173"/>
        <source>Everybody passed; the same dealer deals again.</source>
        <translation>全員パスのため、同じディーラーが配り直します。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="174"/>
        <source>Ramsch: {losers} took the most card points ({points}) and lose them.</source>
        <translation>ラムシュ：{losers}がカードの点数を最も多く取り（{points}点）、その分を失います。</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="177"/>
        <source>Durchmarsch! {winner} took every trick.</source>
        <translation>ドゥルヒマルシュ！{winner}が全トリックを取りました。</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="113"/>
        <source>Forehand</source>
        <translation>フォアハンド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="114"/>
        <source>Middlehand</source>
        <translation>ミドルハンド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="115"/>
        <source>Rearhand</source>
        <translation>リアハンド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="118"/>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="119"/>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="120"/>
        <source>R</source>
        <translation>R</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="275"/>
        <source>Official (ISkO)</source>
        <translation>公式ルール（ISkO）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="276"/>
        <source>Classic 1997</source>
        <translation>1997年ルール</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="277"/>
        <source>Club</source>
        <translation>クラブルール</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="278"/>
        <source>Pub</source>
        <translation>パブルール</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="282"/>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="283"/>
        <source>When everybody passes</source>
        <translation>全員パスのとき</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="284"/>
        <location filename="../skat_desktop/ui/texts.py" line="330"/>
        <source>Kontra and Re</source>
        <translation>コントラとリコントラ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="285"/>
        <source>Kontra allowed</source>
        <translation>コントラの期限</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="286"/>
        <source>Kontra only after bidding 18</source>
        <translation>コントラはビッドに参加した人だけ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="287"/>
        <source>Matador cap</source>
        <translation>マタドールの上限</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="288"/>
        <source>Grand Ouvert base value</source>
        <translation>グランド・ウベルトの基本点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="289"/>
        <source>Overbid Null value</source>
        <translation>オーバービッドしたヌルの得点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="290"/>
        <source>Lost games count double</source>
        <translation>負けたゲームは2倍</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="291"/>
        <source>Schneider against a losing declarer</source>
        <translation>ソロイストが負けたときのシュナイダー</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="292"/>
        <source>Lost games are written to</source>
        <translation>負けの記入先</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="293"/>
        <source>Conceding allowed</source>
        <translation>コンシードできる</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="294"/>
        <source>A conceded game scores</source>
        <translation>コンシードの失点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="295"/>
        <source>Ramsch: the skat goes to</source>
        <translation>ラムシュ：スカートの行き先</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="296"/>
        <source>Ramsch ties</source>
        <translation>ラムシュの同点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="297"/>
        <source>Jungfrau</source>
        <translation>ユングフラウ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="298"/>
        <source>Durchmarsch</source>
        <translation>ドゥルヒマルシュ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="299"/>
        <source>Schieberamsch</source>
        <translation>シーベラムシュ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="300"/>
        <source>Jacks may be pushed</source>
        <translation>ジャックを回せる</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="301"/>
        <source>Grand Hand instead of Ramsch</source>
        <translation>ラムシュの代わりにグランド・ハンド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="302"/>
        <source>Bock rounds</source>
        <translation>ボック</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="303"/>
        <source>Bock after</source>
        <translation>ボックになる条件</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="304"/>
        <source>Ramsch round after Bock</source>
        <translation>ボックの後にラムシュ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="305"/>
        <source>List length</source>
        <translation>得点表の回数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="306"/>
        <source>Scoring</source>
        <translation>得点方式</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="310"/>
        <source>Passed in</source>
        <translation>全員パス（流れ）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="311"/>
        <source>Ramsch</source>
        <translation>ラムシュ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="312"/>
        <source>Deal again</source>
        <translation>配り直し</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="313"/>
        <source>Before the first lead</source>
        <translation>最初のリードの前</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="314"/>
        <source>Before one&apos;s own first card</source>
        <translation>自分が最初のカードを出す前</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="315"/>
        <source>Next Null value</source>
        <translation>次のヌルの得点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="316"/>
        <source>Multiples</source>
        <translation>倍数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="317"/>
        <source>Always</source>
        <translation>常に</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="318"/>
        <source>Skat games only</source>
        <translation>スカートゲームのみ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="319"/>
        <source>Declarer</source>
        <translation>ソロイスト</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="320"/>
        <source>Defenders</source>
        <translation>相手側</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="321"/>
        <source>As a lost game</source>
        <translation>負けたゲームとして</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="322"/>
        <source>Game value once</source>
        <translation>得点の1倍</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="323"/>
        <source>The bid value</source>
        <translation>ビッドの値</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="324"/>
        <source>Last trick</source>
        <translation>最後のトリックを取った人</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="325"/>
        <source>Loser</source>
        <translation>負けた人</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="326"/>
        <source>All lose</source>
        <translation>全員負け</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="327"/>
        <source>Each</source>
        <translation>1人ごとに</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="328"/>
        <source>All others</source>
        <translation>他の2人が共にトリックなし</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="329"/>
        <source>Off</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="331"/>
        <source>Lost after Kontra</source>
        <translation>コントラ後の負け</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="332"/>
        <source>Lost Grand</source>
        <translation>グランドの負け</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="333"/>
        <source>Lost with 60</source>
        <translation>60点で負け</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="334"/>
        <source>Score of hundreds</source>
        <translation>合計が100の倍数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="335"/>
        <source>Won Grand Hand</source>
        <translation>グランド・ハンドの勝ち</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="336"/>
        <source>Plain</source>
        <translation>単純合計</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="337"/>
        <source>Seeger-Fabian</source>
        <translation>ゼーガー・ファビアン方式</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="338"/>
        <source>Settlement</source>
        <translation>精算</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="339"/>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/texts.py" line="340"/>
        <source>Open-ended</source>
        <translation>無制限</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="42"/>
        <source>Passed in</source>
        <translation>全員パス（流れ）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="44"/>
        <source>Redeal</source>
        <translation>配り直し</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="47"/>
        <source>Durchmarsch</source>
        <translation>ドゥルヒマルシュ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="109"/>
        <source>Score sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="116"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="207"/>
        <source>Dealer</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="117"/>
        <source>Declarer</source>
        <translation>ソロイスト</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="118"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="119"/>
        <source>Value</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="121"/>
        <source>Marks</source>
        <translation>備考</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="135"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="146"/>
        <source>Settlement</source>
        <translation>精算</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="165"/>
        <source>{done} of {length} deals · {scoring}</source>
        <translation>{length}回中{done}回 · {scoring}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="169"/>
        <source>{done} deals · {scoring}</source>
        <translation>{done}回 · {scoring}</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="180"/>
        <source>Bock deals ahead: {n}</source>
        <translation>ボック残り{n}回</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="184"/>
        <source>Ramsch deals ahead: {n}</source>
        <translation>ラムシュ残り{n}回</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="236"/>
        <source>Bock</source>
        <translation>ボック</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="238"/>
        <source>Ramsch round</source>
        <translation>ラムシュラウンド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="240"/>
        <source>Kontra</source>
        <translation>コントラ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/score_sheet.py" line="242"/>
        <source>Re</source>
        <translation>リコントラ</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="298"/>
        <location filename="../skat_desktop/ui/table_view.py" line="737"/>
        <location filename="../skat_desktop/ui/table_view.py" line="816"/>
        <source>Kontra</source>
        <translation>コントラ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="300"/>
        <location filename="../skat_desktop/ui/table_view.py" line="739"/>
        <location filename="../skat_desktop/ui/table_view.py" line="818"/>
        <source>Re</source>
        <translation>リコントラ</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/result_panel.py" line="302"/>
        <location filename="../skat_desktop/ui/table_view.py" line="820"/>
        <source>Bock</source>
        <translation>ボック</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="643"/>
        <source>You take the trick ({points})</source>
        <translation>あなたがトリックを取りました（{points}点）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="645"/>
        <source>{name} takes the trick ({points})</source>
        <translation>{name}がトリックを取りました（{points}点）</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="721"/>
        <source>Dealer</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="723"/>
        <source>sits out</source>
        <translation>休み</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="734"/>
        <source>Declarer {bid}</source>
        <translation>{bid}でソロイスト</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="759"/>
        <source>{n} tricks</source>
        <translation>{n}トリック</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="761"/>
        <source>1 trick</source>
        <translation>1トリック</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="787"/>
        <source>Deal</source>
        <translation>回数</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="793"/>
        <location filename="../skat_desktop/ui/table_view.py" line="803"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="796"/>
        <source>Pushed</source>
        <translation>スカート回し</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="799"/>
        <source>Bid</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="810"/>
        <source>Declarer</source>
        <translation>ソロイスト</translation>
    </message>
    <message>
        <location filename="../skat_desktop/ui/table_view.py" line="822"/>
        <source>Marks</source>
        <translation>備考</translation>
    </message>
</context>
</TS>
