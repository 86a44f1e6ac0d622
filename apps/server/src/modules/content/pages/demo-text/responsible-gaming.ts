// Page 10: responsible gaming, the tools the site offers and where to find help.
import type { DemoPage } from './demo-page.ts';

export const responsibleGamingPage: DemoPage = {
  tr: {
    title: 'Sorumlu Oyun',
    content: `
<p>Bahis ve şans oyunları bir eğlence biçimi olmalı, para kazanma yolu veya sorunlardan kaçış aracı
olmamalıdır. Oyununuzu kontrol altında tutmanıza yardımcı olacak araçları aşağıda bulabilirsiniz. Bu
araçların tümü hesabım bölümünden kullanılabilir; yardıma ihtiyaç duyarsanız destek ekibimiz size yol
gösterir.</p>

<h2>Limitler</h2>
<p>Günlük, haftalık ve aylık yatırma ve kayıp limitleri ile bir oturumun en uzun süresini (15 dakika ile 24
saat arası) belirleyebilirsiniz. Bir para limitine ulaştığınızda, son günün, haftanın veya ayın toplamı
limitin altına inene kadar yeni yatırım yapamaz veya bahis oynayamazsınız.</p>
<ul>
<li>Bir limiti düşürmek hemen geçerli olur.</li>
<li>Bir limiti yükseltmek veya kaldırmak, düşünmeniz için 24 saatlik bekleme süresinden sonra ve sizin
onayınızla geçerli olur.</li>
</ul>

<h2>Ara verme (time-out)</h2>
<p>Kısa bir mola istiyorsanız 24 veya 48 saat ya da 1, 2, 4 veya 6 hafta ara verebilirsiniz. Bu süre boyunca
giriş yapamaz, bahis oynayamaz ve para yatıramazsınız; daha önce talep ettiğiniz çekimler işlenmeye devam
eder. Süre dolmadan ara verme kaldırılamaz.</p>

<h2>Kendini oyundan uzaklaştırma</h2>
<p>Oyununuzun kontrolden çıktığını düşünüyorsanız kendinizi 6 ay ya da 1, 2 veya 5 yıl için oyundan
uzaklaştırabilirsiniz. Bu sürede hesabınıza giriş yapılamaz ve uzaklaştırma süresi dolmadan kaldırılamaz. Bu
süre içinde başka bir hesap açmaya çalışmayın; açılan hesaplar kapatılır.</p>

<h2>Gerçeklik kontrolü</h2>
<p>Belirleyeceğiniz aralıklarla (5 ile 240 dakika arasında, örneğin her 30 dakikada bir) ekranda ne kadar
süredir oturum açık olduğunu gösteren bir hatırlatma görürsünüz. Hatırlatmadan sonra devam edebilir veya
oturumu kapatabilirsiniz; hesap geçmişiniz her zaman hesabım bölümündedir.</p>

<h2>Sorunlu oyunun belirtileri</h2>
<p>Aşağıdaki sorulardan birine veya birkaçına "evet" diyorsanız oyun alışkanlıklarınızı gözden geçirmenin
zamanı gelmiş olabilir:</p>
<ul>
<li>Planladığınızdan daha uzun süre veya daha fazla parayla oynuyor musunuz?</li>
<li>Kayıplarınızı geri kazanmak için daha çok oynuyor musunuz?</li>
<li>Oyun için borç alıyor veya faturalarınızı, kiranızı ödemek için ayırdığınız parayı kullanıyor
musunuz?</li>
<li>Ne kadar oynadığınızı ailenizden veya arkadaşlarınızdan saklıyor musunuz?</li>
<li>Oynamadığınızda huzursuz, sinirli veya kaygılı hissediyor musunuz?</li>
<li>Oyun yüzünden işinizi, okulunuzu veya sevdiklerinizi ihmal ediyor musunuz?</li>
</ul>

<h2>Güvenli oyun için öneriler</h2>
<ul>
<li>Yalnızca kaybetmeyi göze alabileceğiniz parayla oynayın ve oyuna başlamadan önce bütçenizi belirleyin.</li>
<li>Oyunu bir gelir kaynağı olarak görmeyin; kayıpları kovalamayın.</li>
<li>Alkol aldığınızda, üzgün veya stresli olduğunuzda oynamayın.</li>
<li>Düzenli aralar verin ve oyunu diğer etkinliklerle dengeleyin.</li>
</ul>

<h2>Reşit olmayanların korunması</h2>
<p>18 yaşından küçüklerin oynaması yasaktır. Bilgisayarınızı veya telefonunuzu çocuklarla paylaşıyorsanız
şifrenizi kaydetmeyin ve ebeveyn denetimi yazılımları kullanın.</p>

<h2>Nereden yardım alabilirsiniz?</h2>
<p>Destek ekibimize canlı destek veya e-posta ile 7 gün 24 saat ulaşabilir, limit ve uzaklaştırma işlemleri
için yardım isteyebilirsiniz. Bağımsız ve ücretsiz destek için:</p>
<ul>
<li>Yeşilay Danışmanlık Merkezi (YEDAM): 115 numaralı hat ve <a href="https://www.yedam.org.tr">yedam.org.tr</a></li>
<li>Kumarbazlar Anonim (Gamblers Anonymous): <a href="https://www.gamblersanonymous.org">gamblersanonymous.org</a></li>
<li>GamCare: <a href="https://www.gamcare.org.uk">gamcare.org.uk</a></li>
</ul>
`,
  },
  en: {
    title: 'Responsible Gaming',
    content: `
<p>Betting and games of chance should stay a form of entertainment, never a way to make money or to escape
problems. Below are the tools that help you keep your play under control. All of them are in the My
account section; if you need a hand, our support team will guide you.</p>

<h2>Limits</h2>
<p>You can set daily, weekly and monthly deposit and loss limits, and the longest a session may last (15
minutes to 24 hours). Once you reach a money limit you cannot deposit or bet again until the total of the
last day, week or month falls back below it.</p>
<ul>
<li>Lowering a limit takes effect at once.</li>
<li>Raising or removing a limit takes effect after a 24-hour cooling-off period and your confirmation, to
give you time to think it over.</li>
</ul>

<h2>Time-out</h2>
<p>If you want a short break, you can take a time-out of 24 or 48 hours, or 1, 2, 4 or 6 weeks. During that
time you cannot log in, bet or deposit; withdrawals you asked for before go on being processed. A time-out
cannot be lifted before it ends.</p>

<h2>Self-exclusion</h2>
<p>If you feel your gambling is out of control, you can exclude yourself for 6 months, or 1, 2 or 5 years.
Meanwhile you cannot log in, and the exclusion cannot be lifted before it ends. Do not try to open another
account meanwhile; any such account is closed.</p>

<h2>Reality check</h2>
<p>At intervals you choose (5 to 240 minutes, every 30 minutes for example) a reminder shows how long you
have been signed in. After it you can carry on or log out; your account history is always in the My
account section.</p>

<h2>Signs of problem gambling</h2>
<p>If you answer "yes" to one or more of these questions, it may be time to look at your gambling
habits:</p>
<ul>
<li>Do you play for longer, or with more money, than you planned?</li>
<li>Do you play more to win back what you have lost?</li>
<li>Do you borrow to gamble, or use money meant for bills or rent?</li>
<li>Do you hide how much you play from your family or friends?</li>
<li>Do you feel restless, irritable or anxious when you are not playing?</li>
<li>Do you neglect your work, studies or the people close to you because of gambling?</li>
</ul>

<h2>Tips for safer play</h2>
<ul>
<li>Only play with money you can afford to lose, and set your budget before you start.</li>
<li>Do not treat gambling as income, and never chase losses.</li>
<li>Do not play after drinking, or when you are upset or stressed.</li>
<li>Take regular breaks and balance gambling with other activities.</li>
</ul>

<h2>Protecting minors</h2>
<p>Nobody under 18 may play. If you share your computer or phone with children, do not save your password,
and use parental control software.</p>

<h2>Where to get help</h2>
<p>Our support team is there around the clock by live chat or e-mail and will help you with limits and
exclusion. For independent, free support:</p>
<ul>
<li>Yeşilay Counselling Centre (YEDAM), Turkey: helpline 115 and <a href="https://www.yedam.org.tr">yedam.org.tr</a></li>
<li>Gamblers Anonymous: <a href="https://www.gamblersanonymous.org">gamblersanonymous.org</a></li>
<li>GamCare: <a href="https://www.gamcare.org.uk">gamcare.org.uk</a></li>
<li>BeGambleAware: <a href="https://www.begambleaware.org">begambleaware.org</a></li>
</ul>
`,
  },
};
