// Page 6: help, the questions players ask most.
import type { DemoPage } from './demo-page.ts';

export const helpPage: DemoPage = {
  tr: {
    title: 'Yardım',
    content: `
<h2>Hesap</h2>
<h3>Nasıl üye olurum?</h3>
<p>Sağ üstteki "Üye Ol" düğmesine basın, formu doldurun ve size gönderilen kodla hesabınızı etkinleştirin.
Üye olmak için 18 yaşını doldurmuş olmanız gerekir.</p>
<h3>Şifremi unuttum, ne yapmalıyım?</h3>
<p>Giriş ekranındaki "Şifremi unuttum" bağlantısına basın ve kayıtlı e-posta adresinizi veya telefon
numaranızı girin. Size gönderilen bağlantı veya kodla yeni bir şifre belirleyebilirsiniz.</p>
<h3>Bilgilerimi nasıl güncellerim?</h3>
<p>Telefon, e-posta ve şifrenizi Hesabım bölümünden değiştirebilirsiniz. Ad, soyad ve doğum tarihi gibi
kimlik bilgileri yalnızca destek ekibi tarafından, belge ile değiştirilebilir.</p>

<h2>Para yatırma</h2>
<h3>Hangi yöntemlerle para yatırabilirim?</h3>
<p>Para Yatır sayfasında hesabınız için açık olan yöntemler, en düşük ve en yüksek tutarlarıyla birlikte
listelenir. Bir yöntem seçin, tutarı girin ve ekrandaki adımları izleyin.</p>
<h3>Yatırdığım para ne zaman hesabıma geçer?</h3>
<p>Kartla ve elektronik cüzdanla yapılan ödemeler genellikle hemen, havale ile yapılan ödemeler onaylandıktan
sonra hesabınıza geçer. Talebinizin durumunu Hesap Hareketleri sayfasından takip edebilirsiniz.</p>

<h2>Para çekme</h2>
<h3>Nasıl para çekerim?</h3>
<p>Para Çek sayfasından bir yöntem seçin, tutarı ve istenen bilgileri girin. Talebiniz incelendikten sonra
onaylanır ve ödeme adınıza kayıtlı hesaba yapılır.</p>
<h3>Çekim talebim neden bekliyor veya reddedildi?</h3>
<p>Kimlik doğrulaması tamamlanmamışsa, ödeme bilgileri size ait değilse veya çevrim şartı tamamlanmamış bir
bonus varsa talep bekletilebilir ya da reddedilebilir. Ret nedeni talebinizin yanında gösterilir. Onaylanmamış
bir talebi kendiniz iptal edebilirsiniz; tutar bakiyenize geri döner.</p>

<h2>Bahis kuponu</h2>
<h3>Kupona nasıl seçim eklerim?</h3>
<p>Bir maçın oranına dokunduğunuzda seçim kuponunuza eklenir. Aynı orana tekrar dokunursanız seçim
kaldırılır. Aynı maçtan birden fazla seçim aynı kuponda oynanamaz.</p>
<h3>Kuponu nasıl onaylarım?</h3>
<p>Kuponunuzu açın, bahis tutarını girin ve olası kazancınızı kontrol ettikten sonra "Kuponu Onayla"
düğmesine basın. Oranlar bu sırada değişirse yeni oranları onaylamanız istenir. Onaylanan kupon, numarasıyla
birlikte Kuponlarım sayfasında görünür.</p>

<h2>Sistem kuponları</h2>
<h3>Sistem kuponu nedir?</h3>
<p>Sistem kuponunda seçtiğiniz maçların belirli sayıdaki tüm kombinasyonları ayrı ayrı oynanır. Örneğin 4
maçla oynanan 3'lü sistemde 4 ayrı üçlü kombinasyon oluşur ve toplam bahis, kombinasyon başına tutarın 4
katıdır. Bir veya birkaç maç kaybetse bile tutan kombinasyonlar kazanç getirir.</p>
<h3>Sistem seçeneğini nasıl seçerim?</h3>
<p>Kuponunuzda en az üç seçim olduğunda sistem seçenekleri görünür. Bir veya birkaç sistem seçebilirsiniz;
kombinasyon sayısı ve toplam tutar kuponda gösterilir.</p>

<h2>Kupon satma (cash-out)</h2>
<h3>Kuponumu nasıl satarım?</h3>
<p>Satışa uygun kuponların yanında Kuponlarım sayfasında güncel teklif tutarı ve "Sat" düğmesi görünür.
Düğmeye basıp teklifi onayladığınızda tutar hemen bakiyenize geçer ve kupon sonuçlanmış sayılır.</p>
<h3>Teklif neden değişti veya kayboldu?</h3>
<p>Teklif, oranlar ve maçların durumu değiştikçe güncellenir. Bir maçta önemli bir an yaşanırken (gol,
penaltı, kırmızı kart) veya bahisler geçici olarak kapalıyken satış yapılamaz.</p>

<h2>Hâlâ yardıma mı ihtiyacınız var?</h2>
<p>Destek ekibimize canlı destek veya e-posta ile 7 gün 24 saat ulaşabilirsiniz. Kuponla ilgili sorularınızda
kupon numarasını belirtmeniz yanıt vermemizi hızlandırır.</p>
`,
  },
  en: {
    title: 'Help',
    content: `
<h2>Account</h2>
<h3>How do I sign up?</h3>
<p>Press "Sign up" at the top right, fill in the form and activate your account with the code we send you.
You must be 18 or over to sign up.</p>
<h3>I forgot my password. What should I do?</h3>
<p>Press "Forgot password" on the login screen and enter the e-mail address or phone number you registered
with. The link or code we send lets you choose a new password.</p>
<h3>How do I update my details?</h3>
<p>You can change your phone, e-mail and password in My account. Identity details such as your name and date
of birth can only be changed by the support team, with a document.</p>

<h2>Deposits</h2>
<h3>How can I deposit?</h3>
<p>The Deposit page lists the methods open to your account with their minimum and maximum amounts. Choose
one, enter the amount and follow the steps on screen.</p>
<h3>When does my deposit reach my account?</h3>
<p>Card and e-wallet payments usually arrive at once; bank transfers arrive once they are confirmed. You can
follow your request on the Transactions page.</p>

<h2>Withdrawals</h2>
<h3>How do I withdraw?</h3>
<p>On the Withdraw page choose a method and enter the amount and the details asked for. Once your request is
reviewed it is approved and paid to the account in your name.</p>
<h3>Why is my withdrawal waiting or refused?</h3>
<p>A request may wait or be refused if your identity is not verified yet, the payment details are not
yours, or a bonus still has wagering to complete. The reason for a refusal is shown next to the request. You
can cancel a request that is not approved yet; the amount returns to your balance.</p>

<h2>Bet slip</h2>
<h3>How do I add a selection?</h3>
<p>Tap a match's odds to add the selection to your slip; tap the same odds again to remove it. Two
selections from the same match cannot be played on one coupon.</p>
<h3>How do I place my coupon?</h3>
<p>Open your slip, enter the stake, check the possible winnings and press "Place bet". If the odds change
meanwhile you are asked to accept the new odds. The placed coupon appears with its number under My
coupons.</p>

<h2>System coupons</h2>
<h3>What is a system coupon?</h3>
<p>A system coupon plays every combination of a given size of your selections as a separate bet. A 3-from-4
system, for example, makes 4 separate trebles, and the total stake is four times the stake per combination.
Even if one or more selections lose, the combinations that win still pay.</p>
<h3>How do I choose a system?</h3>
<p>Once your slip holds at least three selections the system options appear. You can choose one or several;
the slip shows the number of combinations and the total stake.</p>

<h2>Cash-out</h2>
<h3>How do I cash out a coupon?</h3>
<p>Coupons that can be sold show the current offer and a "Cash out" button under My coupons. When you press it
and confirm the offer, the amount is added to your balance at once and the coupon is settled.</p>
<h3>Why did the offer change or disappear?</h3>
<p>The offer follows the odds and the state of the matches. While something important is happening in a match
(a goal, a penalty, a red card) or betting is suspended, you cannot cash out.</p>

<h2>Still need help?</h2>
<p>Our support team is there around the clock by live chat or e-mail. For questions about a coupon, giving its
number helps us answer faster.</p>
`,
  },
};
