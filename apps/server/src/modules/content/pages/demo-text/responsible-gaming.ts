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
<p>Günlük, haftalık ve aylık yatırma, kayıp ve bahis limitleri belirleyebilirsiniz. Limitinize
ulaştığınızda dönem sonuna kadar yeni yatırım yapamaz veya bahis oynayamazsınız.</p>
<ul>
<li>Bir limiti düşürmek hemen geçerli olur.</li>
<li>Bir limiti yükseltmek veya kaldırmak, düşünmeniz için 24 saatlik bekleme süresinden sonra geçerli
olur.</li>
</ul>

<h2>Ara verme (time-out)</h2>
<p>Kısa bir mola istiyorsanız hesabınızı 24 saat, 7 gün veya 30 gün için dondurabilirsiniz. Bu süre boyunca
giriş yapabilir ve çekim talep edebilirsiniz, ancak bahis oynayamaz ve para yatıramazsınız. Süre dolmadan
ara verme kaldırılamaz.</p>

<h2>Kendini oyundan uzaklaştırma</h2>
<p>Oyununuzun kontrolden çıktığını düşünüyorsanız hesabınızı en az 6 ay veya süresiz olarak kapatabilirsiniz.
Bu sürede hesabınıza giriş yapılamaz, size tanıtım ve bonus gönderilmez. Süre dolduktan sonra hesabın yeniden
açılması için yazılı talep ve 7 günlük bekleme süresi gerekir. Bu süre içinde başka bir hesap açmaya
çalışmayın; açılan hesaplar kapatılır.</p>

<h2>Gerçeklik kontrolü</h2>
<p>Belirleyeceğiniz aralıklarla (örneğin her 30 veya 60 dakikada bir) ekranda ne kadar süredir oynadığınızı,
ne kadar bahis yaptığınızı ve kazancınızı veya kaybınızı gösteren bir hatırlatma görürsünüz. Hatırlatmadan
sonra oynamaya devam edebilir, hesap geçmişinize bakabilir veya oturumu kapatabilirsiniz.</p>

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
<p>You can set daily, weekly and monthly deposit, loss and stake limits. Once you reach a limit you cannot
deposit or bet again until the period ends.</p>
<ul>
<li>Lowering a limit takes effect at once.</li>
<li>Raising or removing a limit takes effect after a 24-hour cooling-off period, to give you time to think
it over.</li>
</ul>

<h2>Time-out</h2>
<p>If you want a short break, you can freeze your account for 24 hours, 7 days or 30 days. During that time
you can still log in and request a withdrawal, but you cannot bet or deposit. A time-out cannot be lifted
before it ends.</p>

<h2>Self-exclusion</h2>
<p>If you feel your gambling is out of control, you can close your account for at least 6 months or for
good. Meanwhile you cannot log in and you receive no promotions or bonuses. Reopening the account after the
period needs a written request and a 7-day wait. Do not try to open another account meanwhile; any such
account is closed.</p>

<h2>Reality check</h2>
<p>At intervals you choose (every 30 or 60 minutes, for example) a reminder shows how long you have been
playing, how much you have staked and what you have won or lost. After it you can carry on, look at your
account history or log out.</p>

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
