/**
 * Turkish API messages: the source catalogue. Keys the spec names keep its spelling; `{name}` marks a
 * value filled in by translate().
 */
export const tr = {
  // Login and session
  wrongCredentials: 'Yanlış kullanıcı adı ya da şifre',
  loginRequired: 'Lütfen giriş yapıp daha sonra deneyiniz',
  loginToYourAccount: 'Lütfen hesabınıza giriş yapınız',
  sessionExpired: 'Oturumunuzun süresi doldu, lütfen tekrar giriş yapınız',
  accountPassive: 'Hesabınız pasif durumdadır, lütfen destek ekibiyle iletişime geçiniz',
  activationRequired: 'Hesabınız henüz aktifleştirilmemiş. Lütfen size gönderilen kod ile aktifleştiriniz.',
  activationSuccess: 'Hesabınız başarıyla aktifleştirildi',
  accountNotActivated: 'Hesabınız henüz aktifleştirilmemiş',
  activationCodeWrong: 'Aktivasyon kodu hatalı',
  tokenNotFound: 'Giriş anahtarı (token) bulunamadı',
  tokenInvalid: 'Giriş anahtarı geçersiz veya süresi dolmuş',
  tooManyAttempts: 'Çok fazla hatalı deneme yaptınız. Lütfen bir süre sonra tekrar deneyiniz.',
  permissionsChanged: 'Yetkileriniz değiştirildi, lütfen çıkış yapıp tekrar giriş yapınız',
  countryPermissionError: 'Bulunduğunuz ülkeden erişim izniniz yok. VPN kullanıyorsanız lütfen kapatınız.',

  // Registration
  registerDisabled: 'Yeni üye kaydı şu anda kapalıdır',
  registerSuccess: 'Kaydınız başarıyla tamamlandı',
  registerSuccessEmail:
    'Kaydınız alındı. Hesabınızı aktifleştirmek için e-posta adresinize gönderilen bağlantıya tıklayınız.',
  registerSuccessSms:
    'Kaydınız alındı. Hesabınızı aktifleştirmek için telefonunuza SMS ile gönderilen kodu giriniz.',
  registerAutoLoginFailed: 'Kaydınız tamamlandı ancak otomatik giriş yapılamadı. Lütfen giriş yapınız.',
  alreadyUsedUsername: 'Kullanıcı adı kullanımda',
  alreadyUsedMobile: 'Telefon numarası kullanımda',
  emailAlreadyUseRegister: 'Bu e-posta adresi zaten kullanımda',
  alreadyUsedIdNumber: 'Bu T.C. kimlik numarası ile daha önce kayıt olunmuş',
  userNameAvailable: 'Kullanıcı adı kullanılabilir',
  emailAvailable: 'E-posta adresi kullanılabilir',
  mobileAvailable: 'Telefon numarası kullanılabilir',
  idNumberValid: 'T.C. kimlik numarası geçerli',
  userNameError: 'Kullanıcı adı 5-20 karakter olmalı, yalnızca küçük harf ve rakam içermelidir',
  userNameLength: 'Kullanıcı adı {min} ile {max} karakter arasında olmalıdır',
  passwordLength: 'Şifre {min} ile {max} karakter arasında olmalıdır',
  passwordLengthError: 'Şifre 4 ile 20 karakter arasında olmalıdır',
  userNamePasswordSame: 'Kullanıcı adı ve şifre aynı olamaz',
  passwordNoSameRegister: 'Şifre ve Şifre Tekrar bölümü aynı değil',
  invalidEmail: 'Lütfen geçerli bir e-posta adresi giriniz',
  invalidMobile: 'Lütfen geçerli bir telefon numarası giriniz',
  phoneLength: 'Telefon numarası 8 ile 11 hane arasında olmalıdır',
  phoneCodeRequired: 'Ülke telefon kodu zorunludur',
  invalidIdNumber: 'Geçersiz T.C. kimlik numarası',
  birthDateInvalid: 'Lütfen geçerli bir doğum tarihi giriniz',
  underAge: 'Kayıt olmak için 18 yaşını doldurmuş olmalısınız',
  sexInvalid: 'Geçersiz cinsiyet seçimi',
  sexRequired: 'Lütfen cinsiyetinizi seçiniz',
  cityLength: 'Şehir 3 ile 20 karakter arasında olmalıdır',
  postCodeRequired: 'Posta kodu zorunludur',
  currencyInvalid: 'Geçersiz para birimi',
  checkSecurityCode: 'Lütfen güvenlik kodunu kontrol ediniz',
  captchaExpired: 'Güvenlik kodunun süresi doldu, lütfen yeni bir kod alınız',
  affiliateNotFound: 'Promosyon kodu bulunamadı',

  // Required registration fields, one message each so the form can point at the field
  firstNameRequired: 'Ad alanı zorunludur',
  lastNameRequired: 'Soyad alanı zorunludur',
  birthDateRequired: 'Doğum tarihi zorunludur',
  idNumberRequired: 'T.C. kimlik numarası zorunludur',
  countryRequired: 'Lütfen ülkenizi seçiniz',
  cityRequired: 'Şehir alanı zorunludur',
  mobileRequired: 'Telefon numarası zorunludur',
  userNameRequired: 'Kullanıcı adı zorunludur',
  passwordRequired: 'Şifre zorunludur',
  currencyRequired: 'Lütfen para birimi seçiniz',
  securityCodeRequired: 'Güvenlik kodu zorunludur',

  // Passwords
  passwordMatchError: 'Yeni şifre ile şifre tekrarı aynı değil',
  allInputEnter: 'Lütfen tüm alanları doldurunuz',
  oldPasswordWrong: 'Mevcut şifreniz hatalı',
  passwordSameAsOld: 'Yeni şifreniz mevcut şifrenizle aynı olamaz',
  userPassChangeSuccess: 'Şifreniz başarıyla değiştirildi',
  passwordResetSent:
    'Bilgileriniz bir hesapla eşleşiyorsa şifre yenileme bağlantısı e-posta adresinize gönderildi',
  passwordResetSuccess: 'Şifreniz yenilendi. Yeni şifrenizle giriş yapabilirsiniz.',
  passCodeInvalid: 'Şifre yenileme bağlantısı geçersiz veya süresi dolmuş',

  // Profile
  cityCanNotbeNull: 'Şehir boş bırakılamaz',
  countryCanNotbeNull: 'Ülke boş bırakılamaz',
  postCodeCanNotbeNull: 'Posta kodu boş bırakılamaz',
  profileUpdateSuccess: 'Profiliniz başarıyla güncellendi',

  // General
  technicalError: 'Teknik bir arıza nedeniyle işleminiz gerçekleştirilemedi.',
  updateFailed: 'Güncelleme başarısız oldu',
  updateSuccess: 'Güncelleme başarılı',
  updatedSuccessTitle: 'İşleminiz başarıyla tamamlandı',
  pageNotFound: 'Aradığınız sayfa bulunamadı veya yetkiniz yok!',
  notFound: 'Aradığınız kayıt bulunamadı',
  noUpdatePermission: 'Güncelleme için yetkiniz yok!',
  forbidden: 'Bu işlem için yetkiniz yok',
  invalidInput: '{field} alanı geçersiz',
  unknownField: 'Tanınmayan alan: {field}',
  fieldRequired: '{field} alanı zorunludur',
  requestIdReused: 'Bu istek numarası daha önce farklı bir içerikle kullanılmış',
  rateLimited: 'Çok fazla istek gönderdiniz. Lütfen biraz bekleyip tekrar deneyiniz.',
  payloadTooLarge: 'Gönderilen veri çok büyük',
  doNotConnectedSocketError: 'Canlı veri bağlantısı kurulamadı. Lütfen sayfayı yenileyiniz.',
  pleaseWait: 'Lütfen bekleyiniz...',
  searchNotFound: '{keyword} için sonuç bulunamadı',
  noResult: 'Sonuç bulunamadı',
  nomovements: 'Herhangi bir hareket bulunamadı',
  dateRangeInvalid: 'Başlangıç tarihi bitiş tarihinden sonra olamaz',
  code_copied: 'Kod kopyalandı',

  // Payment forms
  minLengthMaxLength: '{title} alanı en az {min}, en fazla {max} karakter olmalıdır',
  dateRequired: 'Lütfen geçerli bir tarih giriniz (gg-aa-yyyy)',
  datetimeRequired: 'Lütfen geçerli bir tarih ve saat giriniz (gg.aa.yyyy ss:dd)',
  emailRequired: 'Lütfen geçerli bir e-posta adresi giriniz',
  numberRequired: 'Lütfen yalnızca rakam giriniz',
  timeRequired: 'Lütfen geçerli bir saat giriniz (00:00 - 23:59)',
  isRequiredArea: 'Bu alan zorunludur',

  // Money
  amountInvalid: 'Geçersiz tutar',
  amountRange: 'Tutar {min} ile {max} arasında olmalıdır',
  insufficientCredit: 'Bakiyeniz yetersiz',
  noCredit: 'Bu işlem için yeterli bakiyeniz bulunmamaktadır',
  sameAccount: 'Bu işlemi aynı hesap üzerinde yapamazsınız',
  depositRequestSuccess: 'Para yatırma talebiniz alınmıştır',
  withdrawRequestSuccess: 'Para çekme talebiniz alınmıştır',
  transfersBlocked: 'Hesabınızdaki para transferleri engellenmiştir',
  alreadyReversed: 'Bu işlem daha önce geri alınmış',
  bankUnavailable: 'Bu banka şu anda kullanılamıyor, lütfen başka bir banka deneyiniz',
  paymentMethodUnavailable: 'Bu ödeme yöntemi şu anda kullanılamıyor',

  // Bonus and affiliate
  bonusRequestSuccess: 'Bonus talebiniz alınmıştır',
  bonusAlreadyRequested: 'Bu bonus için bekleyen bir talebiniz bulunmaktadır',
  affiliateRequestSuccess: 'Ortaklık başvurunuz alınmıştır',
  affiliateRequestPending: 'Ortaklık başvurunuz değerlendirme aşamasındadır',

  // Games
  gameNotFound: 'Oyun bulunamadı',
  serviceUnavailable: 'Hizmet şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyiniz.',
  serviceProblem: 'Hizmette bir sorun var. Kontrol ediniz: {fields}',
  casinoLimitFull: 'Casino limitleriniz dolmuştur',

  // Bet slip and coupon creation
  thereAreLockedMatches: 'Kuponunuzda kilitli maçlar bulunmaktadır, lütfen kaldırıp tekrar deneyiniz',
  noSelectSoTips: 'Bu seçim kuponunuza eklenemez',
  choosetypesError: 'En fazla {count} seçim yapabilirsiniz',
  notFoundMatch: 'Maç bulunamadı',
  matchClosed: '{home} - {away} maçı bahse kapalıdır',
  matchBetsClosed: 'Bu maçın bahisleri geçici olarak kapatılmıştır',
  noMatchEnough: 'Gösterilecek maç bulunamadı',
  noExtraOdds: 'Ek oran bulunmamaktadır',
  maxPayError: 'Maksimum kazanç {max} olabilir, kuponunuzun kazancı {amount}',
  minStakeError: 'Minimum bahis tutarı {min}',
  maxStakeError: 'Maksimum bahis tutarı {max}',
  minTipError: 'Kuponunuzda en az {min} seçim olmalıdır',
  maxOddsError: 'Toplam oran en fazla {max} olabilir',
  oddsChanged: 'Bazı oranlar değişti, lütfen kuponunuzu kontrol ediniz',
  betLimitWarning: 'Bahis limitinizi aştınız',
  matchCanceledWarning: 'Kuponunuzdaki bir maç iptal edilmiştir',
  matchAlreadyStarted: 'Maç başladığı için bu seçim kabul edilemiyor',
  couponCreating: 'Kupon oluşturuluyor lütfen bekleyin...',
  couponCreated: 'Tebrikler! Kupon Başarılı Bir Şekilde Oluşturuldu.',
  liveBetWaiting: 'Canlı bahis onayı için lütfen {seconds} saniye bekleyiniz',

  // Coupons: cancel, sell, print
  couponNotFound: 'Kupon bulunamadı',
  couponCancelTimeError: 'Kupon iptal süresi dolmuştur',
  liveCouponCancelError: 'Canlı bahis içeren kuponlar iptal edilemez',
  couponCancelSuccess: 'Kuponunuz iptal edildi',
  areYouSureSold: 'Kuponunuzu {amount} karşılığında satmak istediğinize emin misiniz?',
  couponSoldSuccess: 'Kuponunuz başarıyla satıldı',
  noSellCoupon: 'Satılabilir kuponunuz bulunmamaktadır',
  sellCombineStartError: 'Başlamış maç içeren kombine kuponlar satılamaz',
  sellPausedMatches: 'Kupondaki bazı maçlar durdurulduğu için şu anda satış yapılamıyor',
  sellOnlyOpenCoupons: 'Yalnızca açık kuponlar satılabilir',
  sellNoEligibleCoupon: 'Satışa uygun kupon bulunmamaktadır',
  dealerNoSellCoupon: 'Bayiniz kupon satışına izin vermiyor',
  printFailedCouponCanceled: 'Yazdırma başarısız olduğu için kupon iptal edildi',
  printerOffline: 'Yazıcı çevrimdışı veya kapağı açık',

  // E-mail and SMS texts
  passwordResetMailSubject: 'Şifre yenileme talebiniz',
  passwordResetMailBody:
    'Merhaba {username},\n\nŞifrenizi yenilemek için aşağıdaki bağlantıya tıklayınız (bağlantı 1 saat geçerlidir):\n{link}\n\nBu talebi siz yapmadıysanız bu e-postayı dikkate almayınız; şifreniz değişmeyecektir.',
  activationMailSubject: 'Hesabınızı aktifleştirin',
  activationMailBody:
    'Merhaba {username},\n\nHesabınızı aktifleştirmek için aşağıdaki bağlantıya tıklayınız:\n{link}\n\nAktivasyon kodunuz: {code}\n\nBu kaydı siz yapmadıysanız bu e-postayı dikkate almayınız.',
  activationSmsText: 'Aktivasyon kodunuz: {code}',

  // Back office
  userLimitFull: 'Kullanıcı açma limitiniz dolmuştur',
  dealerLimitFull: 'Bayi açma limitiniz dolmuştur',
  notYourDealer: 'Size bağlı olmayan bir bayi için bu işlemi yapamazsınız',
  paymentAmountFieldRequired: 'Gerekli bilgiler arasında bir tutar alanı bulunmalıdır',
  paymentTagExists: 'Bu etiket zaten kullanılıyor',
  pageContentExists: 'Bu sayfanın içeriği zaten eklenmiş',
  timeFormatInvalid: 'Saat, Saat:Dakika biçiminde olmalıdır',
} as const;

export type MessageKey = keyof typeof tr;
