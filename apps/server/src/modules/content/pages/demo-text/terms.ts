// Page 9: the site's terms and conditions, a complete starting text the operator adapts.
import type { DemoPage } from './demo-page.ts';

export const termsPage: DemoPage = {
  tr: {
    title: 'Kurallar ve Şartlar',
    content: `
<h2>1. Genel</h2>
<p>Bu şartlar, siteyi kullanan ve hesap açan herkes için geçerlidir. Hesap açarak, bahis oynayarak veya
para yatırarak bu şartları okuduğunuzu ve kabul ettiğinizi beyan edersiniz. Şartlar Türkçe ve İngilizce
yayımlanır; iki metin arasında fark olması durumunda Türkçe metin esas alınır.</p>

<h2>2. Hesap</h2>
<ul>
<li>Her kişi yalnızca bir hesap açabilir. Aynı kişiye, adrese, cihaza veya ödeme aracına ait birden fazla
hesap tespit edilirse hesaplar kapatılabilir ve bu hesaplarla elde edilen kazançlar iptal edilebilir.</li>
<li>Kayıt sırasında verdiğiniz bilgilerin (ad, soyad, doğum tarihi, kimlik numarası, telefon, e-posta)
doğru ve güncel olması gerekir. Kimliğinizi doğrulamak için belge isteme hakkımız saklıdır.</li>
<li>Kullanıcı adınızın ve şifrenizin gizliliğinden siz sorumlusunuz. Hesabınızla yapılan her işlem size ait
sayılır. Şifrenizin başkası tarafından bilindiğinden şüphelenirseniz hemen değiştirin ve bize bildirin.</li>
<li>Hesabınızı başkasına devredemez, satamaz veya başkası adına kullanamazsınız.</li>
</ul>

<h2>3. Yaş sınırı</h2>
<p>Siteyi yalnızca 18 yaşını doldurmuş kişiler kullanabilir. 18 yaşından küçük olduğu anlaşılan kişilerin
hesapları kapatılır, yapılan bahisler geçersiz sayılır ve yalnızca yatırılan tutar iade edilir.
Bulunduğunuz ülkede şans oyunlarının yasal olup olmadığını kontrol etmek sizin sorumluluğunuzdadır.</p>

<h2>4. Bahisler</h2>
<ul>
<li>Bir bahis, kuponunuz sistem tarafından onaylanıp kupon numarası verildiği anda kabul edilmiş olur.
Kabul edilen bir kupon, bu şartlarda belirtilen durumlar dışında değiştirilemez veya iptal edilemez.</li>
<li>En düşük ve en yüksek bahis tutarları, bir kupondaki en fazla maç sayısı ve en yüksek kazanç tutarı
sitede gösterilir. En yüksek kazanç sınırını aşan kazançlar bu sınıra indirilir.</li>
<li>Kuponunuzu onaylamadan önce seçimlerinizi, oranları ve tutarı kontrol edin. Onaylanan kuponlar
"Kuponlarım" bölümünde görülebilir.</li>
<li>Bir maçın sonucu, resmi olarak açıklanan sonuca göre belirlenir. Aksi belirtilmedikçe futbol bahisleri
normal süre ve uzatma dakikalarını kapsar; uzatma devreleri ve penaltı atışları dahil değildir.</li>
</ul>

<h2>5. Oran değişiklikleri ve hatalar</h2>
<p>Oranlar, özellikle canlı bahislerde, sürekli değişebilir. Kuponunuz gönderildiği anda oran değişmişse
size yeni oran gösterilir ve kuponu yeni oranla onaylamanız istenir. Açıkça hatalı girilmiş oranlarla
(örneğin piyasa oranının çok üzerinde bir değer) veya maç başladıktan sonra kabul edilen maç öncesi
bahislerle oynanan seçimler, o seçimin oranı 1,00 sayılarak değerlendirilir.</p>

<h2>6. İptal edilen (geçersiz) bahisler</h2>
<ul>
<li>Ertelenen ve 48 saat içinde oynanmayan, iptal edilen veya yarıda kalan maçlara ait seçimler geçersiz
sayılır; kombine kuponlarda bu seçimlerin oranı 1,00 olarak hesaplanır.</li>
<li>Sonucu maç yarıda kalmadan önce kesinleşmiş bahisler (örneğin ilk yarı sonucu) geçerli kalır.</li>
<li>Tek maçlık bir kupondaki seçim geçersiz sayılırsa yatırılan tutar iade edilir.</li>
</ul>

<h2>7. Kupon satma (cash-out)</h2>
<p>Bazı kuponlar, sonuçlanmadan önce sitenin o an teklif ettiği tutar üzerinden satılabilir. Teklif edilen
tutar oranlara ve maçların durumuna göre sürekli değişir ve satış onaylandığı anda kesinleşir. Satılan bir
kupon daha sonra kazansa da kaybetse de satış tutarı değişmez. Kupon satma hizmeti her kupon veya maç için
sunulmayabilir ve teknik nedenlerle geçici olarak kapatılabilir.</p>

<h2>8. Bonuslar</h2>
<p>Her bonusun tutarı, çevrim şartı ve geçerlilik süresi bonus sayfasında yazılıdır. Bonus, çevrim şartı
tamamlanana kadar bonus hesabınızda kalır ve çekilemez. Süresi içinde çevrilmeyen bonuslar silinir.
Bonusların kötüye kullanıldığının (birden fazla hesap, karşılıklı bahis gibi) tespit edilmesi hâlinde bonus
ve bonustan elde edilen kazançlar iptal edilir.</p>

<h2>9. Para yatırma ve çekme</h2>
<ul>
<li>Para yalnızca adınıza kayıtlı ödeme araçlarıyla yatırılabilir ve çekilebilir. Başkası adına yapılan
ödemeler iade edilir.</li>
<li>Çekim talepleri, kimlik doğrulaması ve hesap kontrolleri tamamlandıktan sonra işleme alınır. En düşük ve
en yüksek tutarlar ödeme yöntemleri sayfasında gösterilir.</li>
<li>Yatırılan tutarın bahis oynanmadan çekilmek istenmesi, kara para aklama önlemleri kapsamında ek kontrole
tabi tutulabilir.</li>
</ul>

<h2>10. Sorumlu oyun</h2>
<p>Bahsin bir eğlence olarak kalması için hesabınıza yatırma, kayıp ve bahis limitleri koyabilir, hesabınıza
ara verebilir veya kendinizi süresiz olarak oyundan uzaklaştırabilirsiniz. Ayrıntılar Sorumlu Oyun
sayfasındadır. Oyun alışkanlıklarınızın kontrolden çıktığını düşünüyorsanız lütfen bizimle iletişime
geçin.</p>

<h2>11. Şikâyetler</h2>
<p>Bir bahis, ödeme veya hesabınızla ilgili şikâyetinizi, olayın üzerinden 30 gün geçmeden canlı destek veya
e-posta yoluyla kupon numarası ve ayrıntılarla birlikte iletin. Şikâyetler en geç 14 gün içinde incelenir ve
sonucu size yazılı olarak bildirilir.</p>

<h2>12. Şartlardaki değişiklikler</h2>
<p>Bu şartları zaman zaman güncelleyebiliriz. Değişiklikler bu sayfada yayımlandığı anda yürürlüğe girer;
önemli değişiklikler ayrıca size bildirilir. Değişiklikten sonra siteyi kullanmaya devam etmeniz, yeni
şartları kabul ettiğiniz anlamına gelir. Değişiklikten önce kabul edilmiş bahisler, kabul edildikleri
tarihteki şartlara tabidir.</p>
`,
  },
  en: {
    title: 'Terms and Conditions',
    content: `
<h2>1. General</h2>
<p>These terms apply to everyone who uses the site and opens an account. By opening an account, placing a
bet or making a deposit you confirm that you have read and accepted them. The terms are published in
Turkish and English; where the two differ, the Turkish text prevails.</p>

<h2>2. Your account</h2>
<ul>
<li>Each person may hold only one account. Where several accounts belong to the same person, address,
device or payment method, they may be closed and the winnings made with them voided.</li>
<li>The details you give when registering (name, date of birth, identity number, phone, e-mail) must be
true and up to date. We may ask for documents to verify your identity.</li>
<li>You are responsible for keeping your username and password secret. Everything done with your account
counts as done by you. If you suspect someone else knows your password, change it at once and tell us.</li>
<li>You may not transfer or sell your account, or use it on behalf of someone else.</li>
</ul>

<h2>3. Age limit</h2>
<p>Only people aged 18 or over may use the site. Accounts of anyone found to be under 18 are closed, their
bets are void and only the amount deposited is returned. It is your responsibility to check that gambling
is legal where you live.</p>

<h2>4. Bets</h2>
<ul>
<li>A bet is accepted when the system confirms your coupon and gives it a coupon number. An accepted coupon
cannot be changed or cancelled except as these terms describe.</li>
<li>The minimum and maximum stakes, the most matches on one coupon and the maximum payout are shown on the
site. Winnings above the maximum payout are reduced to it.</li>
<li>Check your selections, the odds and the stake before you confirm a coupon. Confirmed coupons are listed
under "My coupons".</li>
<li>A match's result is its officially announced result. Unless stated otherwise, football bets cover
normal time including stoppage time, not extra time or penalty shoot-outs.</li>
</ul>

<h2>5. Odds changes and errors</h2>
<p>Odds, especially live odds, can change at any moment. If the odds have changed by the time your coupon
arrives, you are shown the new odds and asked to confirm the coupon at them. Selections taken at obviously
wrong odds (far above the market price, for example) or pre-match bets accepted after kick-off are settled
at odds of 1.00.</p>

<h2>6. Void bets</h2>
<ul>
<li>Selections on matches that are postponed and not played within 48 hours, cancelled or abandoned are
void; on a combination coupon they count at odds of 1.00.</li>
<li>Bets whose outcome was already decided before a match was abandoned (the half-time result, say)
stand.</li>
<li>If the selection of a single bet is void, the stake is returned.</li>
</ul>

<h2>7. Cash-out</h2>
<p>Some coupons can be sold before they are settled for the amount the site offers at that moment. The
offer moves with the odds and the state of the matches and is fixed when you confirm the sale. The amount
of a sold coupon does not change, whether the coupon would later have won or lost. Cash-out is not offered
on every coupon or match and may be switched off for technical reasons.</p>

<h2>8. Bonuses</h2>
<p>Each bonus's amount, wagering requirement and expiry are shown on the bonus page. A bonus stays in your
bonus account, and cannot be withdrawn, until its wagering is met. A bonus not wagered in time is removed.
Where a bonus is abused (several accounts, betting on both sides and the like), the bonus and its winnings
are voided.</p>

<h2>9. Deposits and withdrawals</h2>
<ul>
<li>Money may only be deposited and withdrawn with payment methods in your own name. Payments made in
someone else's name are returned.</li>
<li>Withdrawals are processed once identity and account checks are complete. The minimum and maximum
amounts are shown with the payment methods.</li>
<li>Withdrawing a deposit that has not been played may be checked further under anti-money-laundering
rules.</li>
</ul>

<h2>10. Responsible gaming</h2>
<p>To keep betting a pastime you can set deposit, loss and stake limits, take a break or exclude yourself
from play. The Responsible Gaming page explains how. If you feel your gambling is getting out of control,
please contact us.</p>

<h2>11. Complaints</h2>
<p>Send a complaint about a bet, a payment or your account through live support or e-mail within 30 days,
with the coupon number and the details. Complaints are reviewed within 14 days and you are told the outcome
in writing.</p>

<h2>12. Changes to these terms</h2>
<p>We may update these terms from time to time. Changes take effect when they are published on this page;
important changes are also sent to you. Using the site after a change means you accept the new terms. Bets
accepted before a change are governed by the terms in force when they were accepted.</p>
`,
  },
};
