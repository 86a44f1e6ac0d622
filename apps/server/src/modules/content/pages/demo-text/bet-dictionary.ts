// Page 5: the bet dictionary, the bet types and markets a player meets on the site.
import type { DemoPage } from './demo-page.ts';

export const betDictionaryPage: DemoPage = {
  tr: {
    title: 'Bahis Sözlüğü',
    content: `
<p>Sitede karşılaşacağınız bahis türlerinin ve terimlerin kısa açıklamaları aşağıdadır. Örneklerde oranlar
ondalık olarak yazılmıştır: 100 TL'lik bahis 1,85 oranla kazanırsa 185 TL ödenir.</p>

<dl>
<dt>Oran</dt>
<dd>Bir sonucun gerçekleşmesi hâlinde bahis tutarınızın kaç katının ödeneceğini gösterir. Ödeme, bahis
tutarı ile oranın çarpımıdır ve bahis tutarını da içerir.</dd>

<dt>Tekli bahis</dt>
<dd>Kuponda tek bir seçim vardır. Seçim tutarsa bahis tutarı ile oranın çarpımı kadar kazanırsınız.</dd>

<dt>Kombine bahis</dt>
<dd>Birden fazla maçtan seçimlerin tek kuponda oynanmasıdır. Oranlar birbiriyle çarpılır; kuponun kazanması
için tüm seçimlerin tutması gerekir. Örneğin 1,50, 2,00 ve 1,80 oranlı üç seçimin toplam oranı 5,40'tır.</dd>

<dt>Sistem bahis</dt>
<dd>Seçimlerin belirli sayıdaki tüm kombinasyonlarının ayrı ayrı oynanmasıdır. 4 maçla oynanan 2'li sistem
6 ikili kombinasyon oluşturur. Her kombinasyon ayrı bir kombine bahistir; bazı seçimler kaybetse de tutan
kombinasyonlar ödenir.</dd>

<dt>Banko</dt>
<dd>Sistem kuponunda her kombinasyonda yer alan seçimdir. Banko kaybederse tüm kombinasyonlar kaybeder.</dd>

<dt>Maç sonucu (1X2)</dt>
<dd>Maçın normal süresinin sonucuna bahistir: 1 ev sahibi kazanır, X beraberlik, 2 deplasman kazanır.</dd>

<dt>Çifte şans</dt>
<dd>Üç sonuçtan ikisini birden kapsar: 1X (ev sahibi kazanır veya berabere), 12 (berabere bitmez), X2
(deplasman kazanır veya berabere). Oranı düşük, riski azdır.</dd>

<dt>Beraberlikte iade (Draw no bet)</dt>
<dd>Seçtiğiniz takım kazanırsa kazanırsınız, maç berabere biterse bahis tutarınız iade edilir, diğer takım
kazanırsa kaybedersiniz.</dd>

<dt>Handikap</dt>
<dd>Bir takıma maça başlamadan sanal bir gol avantajı veya dezavantajı verilir. Örneğin ev sahibine (-1)
handikapta ev sahibi 2-0 kazanırsa sonuç 1-0 sayılır ve "1" kazanır; 1-0 biterse sonuç 0-0 sayılır ve "X"
kazanır.</dd>

<dt>Alt/Üst</dt>
<dd>Maçta atılacak toplam golün belirli bir sınırın altında mı üstünde mi kalacağına bahistir. 2,5 Üst
bahsi maçta en az 3 gol atılırsa, 2,5 Alt bahsi en fazla 2 gol atılırsa kazanır.</dd>

<dt>Karşılıklı gol (KG Var / KG Yok)</dt>
<dd>İki takımın da gol atıp atmayacağına bahistir. "Var" iki takım da en az birer gol atarsa, "Yok" en az
bir takım gol atamazsa kazanır.</dd>

<dt>İlk yarı</dt>
<dd>Yalnızca ilk 45 dakikanın (ve uzatma dakikalarının) sonucuna göre değerlendirilen bahislerdir: ilk yarı
sonucu, ilk yarı alt/üst gibi.</dd>

<dt>İlk yarı / maç sonucu</dt>
<dd>Hem ilk yarının hem maçın sonucunu birlikte tahmin edersiniz. Örneğin "1/2", ilk yarıyı ev sahibinin
önde bitirip maçı deplasmanın kazanması demektir.</dd>

<dt>Skor bahsi</dt>
<dd>Maçın tam skorunu tahmin edersiniz. Tutturması zor olduğu için oranları yüksektir.</dd>

<dt>Canlı bahis</dt>
<dd>Maç oynanırken alınan bahistir. Oranlar maçın gidişatına göre anlık değişir; önemli anlarda bahisler
kısa süre kapanabilir ve kupon onayı birkaç saniyelik gecikmeyle kesinleşir.</dd>

<dt>Kupon satma (cash-out)</dt>
<dd>Sonuçlanmamış bir kuponu, sitenin o anki teklifine göre erkenden satmaktır. Satışla kazancınızı
güvenceye alabilir veya kaybınızı sınırlayabilirsiniz.</dd>

<dt>Geçersiz (iptal) seçim</dt>
<dd>Ertelenen, iptal edilen veya yarıda kalan maçlardaki seçimlerdir. Kombine ve sistem kuponlarında oranı
1,00 sayılır; tekli bahislerde bahis tutarı iade edilir.</dd>

<dt>Olası kazanç</dt>
<dd>Kuponunuz kazanırsa alacağınız tutardır: bahis tutarı ile toplam oranın çarpımıdır ve sitenin en yüksek
kazanç sınırını aşamaz.</dd>
</dl>
`,
  },
  en: {
    title: 'Bet Dictionary',
    content: `
<p>Short explanations of the bet types and terms you will meet on the site. Odds in the examples are
decimal: a 100 TL stake at odds of 1.85 that wins pays 185 TL.</p>

<dl>
<dt>Odds</dt>
<dd>How many times your stake is paid if the outcome happens. The payout is stake times odds and includes
the stake.</dd>

<dt>Single</dt>
<dd>A coupon with one selection. If it wins you are paid stake times odds.</dd>

<dt>Combination (accumulator)</dt>
<dd>Selections from several matches on one coupon. Their odds multiply, and every selection must win for the
coupon to win. Selections at 1.50, 2.00 and 1.80 together make odds of 5.40.</dd>

<dt>System bet</dt>
<dd>Every combination of a given size of your selections, each played as a separate bet. A 2-from-4 system
makes 6 doubles. Each is its own combination bet, so the winning ones pay even if some selections
lose.</dd>

<dt>Banker</dt>
<dd>A selection that is part of every combination of a system coupon. If the banker loses, every combination
loses.</dd>

<dt>Match result (1X2)</dt>
<dd>A bet on the result at the end of normal time: 1 the home team wins, X a draw, 2 the away team
wins.</dd>

<dt>Double chance</dt>
<dd>Covers two of the three results at once: 1X (home win or draw), 12 (no draw), X2 (away win or draw).
Lower odds, lower risk.</dd>

<dt>Draw no bet</dt>
<dd>You win if your team wins, your stake is returned if the match is drawn, and you lose if the other team
wins.</dd>

<dt>Handicap</dt>
<dd>One team starts with a virtual goal advantage or disadvantage. With the home team at (-1), a 2-0 home win
counts as 1-0 and "1" wins; a 1-0 home win counts as 0-0 and "X" wins.</dd>

<dt>Over/Under</dt>
<dd>Whether the total goals in the match end above or below a line. Over 2.5 wins with 3 goals or more, Under
2.5 with 2 goals or fewer.</dd>

<dt>Both teams to score (BTTS)</dt>
<dd>Whether both teams score. "Yes" wins if each team scores at least once, "No" if at least one team does
not score.</dd>

<dt>First half</dt>
<dd>Bets settled on the first 45 minutes (with stoppage time) only: the half-time result, first-half
over/under and the like.</dd>

<dt>Half time / full time</dt>
<dd>You predict both the half-time and the full-time result. "1/2" means the home team leads at half time
and the away team wins the match.</dd>

<dt>Correct score</dt>
<dd>You predict the exact final score. It is hard to get right, so the odds are high.</dd>

<dt>Live bet</dt>
<dd>A bet taken while the match is being played. The odds move with the game; at key moments betting may be
suspended briefly, and a coupon is confirmed after a delay of a few seconds.</dd>

<dt>Cash-out</dt>
<dd>Selling an unsettled coupon early for the amount the site offers at that moment, to secure a profit or
limit a loss.</dd>

<dt>Void selection</dt>
<dd>A selection on a match that is postponed, cancelled or abandoned. On combination and system coupons it
counts at odds of 1.00; on a single the stake is returned.</dd>

<dt>Possible winnings</dt>
<dd>What you are paid if your coupon wins: the stake times the total odds, never more than the site's maximum
payout.</dd>
</dl>
`,
  },
};
