import type { LocalizedText } from '../../../http/locale';

export interface HelpArticleSeed {
  slug: string;
  title: LocalizedText;
  /** HTML; `{brand}` and `{cur}` are replaced per merchant. */
  content: LocalizedText;
}

export interface HelpCategorySeed {
  slug: string;
  title: LocalizedText;
  articles: HelpArticleSeed[];
}

export const HELP_CENTRE: readonly HelpCategorySeed[] = [
  {
    slug: 'getting-started',
    title: { ms: 'Bermula', en: 'Getting started', zh: '新手入门' },
    articles: [
      {
        slug: 'register',
        title: { ms: 'Cara mendaftar akaun', en: 'How to register an account', zh: '如何注册账户' },
        content: {
          ms: '<h3>Daftar dalam tiga langkah</h3><ol><li>Tekan <strong>Daftar</strong> di bahagian atas halaman.</li><li>Pilih nama pengguna (huruf dahulu, kemudian huruf dan nombor) dan kata laluan yang kukuh.</li><li>Masukkan nombor telefon bimbit anda dan kod pengesahan yang dihantar melalui SMS, jika diminta.</li></ol><p>Anda mesti berumur <strong>18 tahun ke atas</strong>. Satu akaun sahaja dibenarkan bagi setiap orang.</p><p>Jika anda mempunyai kod jemputan daripada ejen, masukkan kod tersebut di ruangan <em>Kod Afiliasi</em>.</p>',
          en: '<h3>Sign up in three steps</h3><ol><li>Press <strong>Register</strong> at the top of the page.</li><li>Choose a username (a letter first, then letters and digits) and a strong password.</li><li>Enter your mobile number and the verification code sent by SMS, when asked.</li></ol><p>You must be <strong>18 or over</strong>. Only one account is allowed per person.</p><p>If an agent gave you an invitation code, enter it in the <em>Affiliate code</em> field.</p>',
          zh: '<h3>三步完成注册</h3><ol><li>点击页面顶部的<strong>注册</strong>。</li><li>设置用户名（以字母开头，由字母和数字组成）及高强度密码。</li><li>按提示输入手机号码及短信验证码。</li></ol><p>您必须<strong>年满18岁</strong>，每人仅限注册一个账户。</p><p>如代理给了您邀请码，请在<em>推荐码</em>栏填写。</p>',
        },
      },
      {
        slug: 'login-and-free-play',
        title: { ms: 'Log masuk dan main percuma', en: 'Logging in and free play', zh: '登录与免费试玩' },
        content: {
          ms: '<p>Log masuk dengan nama pengguna dan kata laluan anda, atau dengan nombor telefon dan kod SMS jika {brand} menawarkannya.</p><p>Selepas satu percubaan log masuk yang gagal, anda perlu memasukkan kod captcha.</p><h3>Main percuma</h3><p>Akaun percubaan membolehkan anda mencuba permainan dengan kredit demo. Akaun percubaan tidak boleh membuat deposit, pengeluaran atau menuntut promosi.</p>',
          en: '<p>Log in with your username and password, or with your mobile number and an SMS code where {brand} offers it.</p><p>After a failed login attempt you will be asked to type a captcha.</p><h3>Free play</h3><p>A trial account lets you try games with demo credit. Trial accounts cannot deposit, withdraw or claim promotions.</p>',
          zh: '<p>使用用户名和密码登录；如{brand}已开通，也可使用手机号码和短信验证码登录。</p><p>登录失败一次后，需要输入图形验证码。</p><h3>免费试玩</h3><p>试玩账户可使用体验金试玩游戏，但不能存款、提款或领取优惠。</p>',
        },
      },
    ],
  },
  {
    slug: 'deposits',
    title: { ms: 'Deposit', en: 'Deposits', zh: '存款' },
    articles: [
      {
        slug: 'how-to-deposit',
        title: { ms: 'Cara membuat deposit', en: 'How to make a deposit', zh: '如何存款' },
        content: {
          ms: '<ol><li>Log masuk dan buka <strong>Dompet › Deposit</strong>.</li><li>Pilih kaedah: perbankan dalam talian, DuitNow QR atau e-dompet.</li><li>Masukkan jumlah dan ikut arahan bank anda.</li></ol><p>Deposit biasanya dikreditkan dalam masa <strong>1 hingga 5 minit</strong>. Bayar hanya ke akaun yang dipaparkan dalam halaman deposit — akaun berubah dari semasa ke semasa.</p>',
          en: '<ol><li>Log in and open <strong>Wallet › Deposit</strong>.</li><li>Choose a method: online banking, DuitNow QR or an e-wallet.</li><li>Enter the amount and follow your bank\'s steps.</li></ol><p>Deposits are usually credited within <strong>1 to 5 minutes</strong>. Only pay into the account shown on the deposit page — accounts change from time to time.</p>',
          zh: '<ol><li>登录后打开<strong>钱包 › 存款</strong>。</li><li>选择方式：网上银行、DuitNow QR 或电子钱包。</li><li>输入金额并按银行提示完成付款。</li></ol><p>存款通常在<strong>1至5分钟</strong>内到账。请只向存款页面显示的账户付款——收款账户会不定期更换。</p>',
        },
      },
      {
        slug: 'deposit-limits',
        title: { ms: 'Had dan masa pemprosesan deposit', en: 'Deposit limits and processing times', zh: '存款限额与到账时间' },
        content: {
          ms: '<table><thead><tr><th>Kaedah</th><th>Minimum</th><th>Maksimum</th><th>Masa</th></tr></thead><tbody><tr><td>Perbankan dalam talian</td><td>{cur}30</td><td>{cur}50,000</td><td>1–5 minit</td></tr><tr><td>DuitNow QR</td><td>{cur}30</td><td>{cur}30,000</td><td>Segera</td></tr><tr><td>E-dompet</td><td>{cur}10</td><td>{cur}5,000</td><td>Segera</td></tr></tbody></table><p>Jika deposit tidak dikreditkan selepas 15 minit, hubungi khidmat pelanggan dengan resit anda.</p>',
          en: '<table><thead><tr><th>Method</th><th>Minimum</th><th>Maximum</th><th>Time</th></tr></thead><tbody><tr><td>Online banking</td><td>{cur}30</td><td>{cur}50,000</td><td>1–5 minutes</td></tr><tr><td>DuitNow QR</td><td>{cur}30</td><td>{cur}30,000</td><td>Instant</td></tr><tr><td>E-wallet</td><td>{cur}10</td><td>{cur}5,000</td><td>Instant</td></tr></tbody></table><p>If a deposit is not credited after 15 minutes, contact customer service with your receipt.</p>',
          zh: '<table><thead><tr><th>方式</th><th>最低</th><th>最高</th><th>到账时间</th></tr></thead><tbody><tr><td>网上银行</td><td>{cur}30</td><td>{cur}50,000</td><td>1–5分钟</td></tr><tr><td>DuitNow QR</td><td>{cur}30</td><td>{cur}30,000</td><td>即时</td></tr><tr><td>电子钱包</td><td>{cur}10</td><td>{cur}5,000</td><td>即时</td></tr></tbody></table><p>如存款15分钟后仍未到账，请携带付款凭证联系客服。</p>',
        },
      },
    ],
  },
  {
    slug: 'withdrawals',
    title: { ms: 'Pengeluaran', en: 'Withdrawals', zh: '提款' },
    articles: [
      {
        slug: 'how-to-withdraw',
        title: { ms: 'Cara membuat pengeluaran', en: 'How to withdraw', zh: '如何提款' },
        content: {
          ms: '<ol><li>Pastikan semua kredit berada dalam <strong>dompet utama</strong> anda.</li><li>Buka <strong>Dompet › Pengeluaran</strong> dan pilih akaun bank yang didaftarkan atas nama anda.</li><li>Masukkan jumlah dan kata laluan pembayaran anda.</li></ol><p>Nama akaun bank mesti sama dengan nama penerima dalam profil anda. Bonus yang belum mencapai syarat pusing ganti tidak boleh dikeluarkan.</p>',
          en: '<ol><li>Make sure all your credit is in your <strong>main wallet</strong>.</li><li>Open <strong>Wallet › Withdraw</strong> and pick a bank account registered in your name.</li><li>Enter the amount and your payment password.</li></ol><p>The bank account name must match the payee name in your profile. A bonus whose turnover requirement is not met cannot be withdrawn.</p>',
          zh: '<ol><li>请先将所有余额转入<strong>主钱包</strong>。</li><li>打开<strong>钱包 › 提款</strong>，选择以您本人名义登记的银行账户。</li><li>输入提款金额及支付密码。</li></ol><p>银行户名须与个人资料中的收款人姓名一致。未达到流水要求的红利不可提取。</p>',
        },
      },
      {
        slug: 'withdrawal-times',
        title: { ms: 'Tempoh pemprosesan pengeluaran', en: 'Withdrawal processing times', zh: '提款处理时间' },
        content: {
          ms: '<p>Kebanyakan pengeluaran diproses dalam masa <strong>15 minit</strong>. Pengeluaran pertama dan jumlah melebihi {cur}50,000 mungkin memerlukan semakan tambahan sehingga 24 jam.</p><p>Selepas wang diterima, sahkan penerimaan dalam rekod pengeluaran. Jika anda tidak menerimanya, pilih <em>Tidak diterima</em> dan muat naik bukti (png atau jpg, sehingga 3 imej, 5 MB setiap satu).</p>',
          en: '<p>Most withdrawals are processed within <strong>15 minutes</strong>. A first withdrawal and amounts above {cur}50,000 may need an extra check of up to 24 hours.</p><p>Once the money arrives, confirm receipt in your withdrawal records. If it has not arrived, choose <em>Not received</em> and upload proof (png or jpg, up to 3 images of 5 MB each).</p>',
          zh: '<p>大多数提款会在<strong>15分钟</strong>内处理完毕。首次提款及超过{cur}50,000的金额可能需要额外审核，最长24小时。</p><p>款项到账后，请在提款记录中确认收款。如未收到，请选择<em>未收到</em>并上传凭证（png 或 jpg，最多3张，每张不超过5 MB）。</p>',
        },
      },
    ],
  },
  {
    slug: 'account-security',
    title: { ms: 'Keselamatan akaun', en: 'Account security', zh: '账户安全' },
    articles: [
      {
        slug: 'password',
        title: { ms: 'Melindungi kata laluan anda', en: 'Protecting your password', zh: '保护您的密码' },
        content: {
          ms: '<ul><li>Gunakan kata laluan yang tidak anda gunakan di laman lain.</li><li>Jangan kongsi kata laluan atau kod SMS anda dengan sesiapa — kakitangan kami tidak akan memintanya.</li><li>Tukar kata laluan anda di <strong>Pusat Keselamatan</strong> jika anda mengesyaki sesuatu yang luar biasa.</li></ul><p>Jika anda log masuk dengan kata laluan lalai, anda akan diminta menukarnya dengan segera.</p>',
          en: '<ul><li>Use a password you do not use on any other site.</li><li>Never share your password or SMS codes with anyone — our staff will never ask for them.</li><li>Change your password in the <strong>Security Centre</strong> if you notice anything unusual.</li></ul><p>If you log in with a default password, you will be asked to change it straight away.</p>',
          zh: '<ul><li>请使用未在其他网站使用过的密码。</li><li>切勿向任何人透露密码或短信验证码——我们的工作人员绝不会索取。</li><li>如发现任何异常，请立即在<strong>安全中心</strong>修改密码。</li></ul><p>使用默认密码登录时，系统会要求您立即修改密码。</p>',
        },
      },
      {
        slug: 'verification',
        title: { ms: 'Pengesahan SMS dan peranti baharu', en: 'SMS verification and new devices', zh: '短信验证与新设备登录' },
        content: {
          ms: '<p>Apabila anda log masuk dari alamat IP yang belum direkodkan, kami mungkin meminta pengesahan tambahan: nombor telefon, e-mel, nama sebenar akaun bank atau kod pengesah.</p><p>Kod SMS boleh diminta sekali setiap 60 saat. Selepas terlalu banyak permintaan, sila cuba lagi selepas 5 minit.</p>',
          en: '<p>When you log in from an IP address we have not seen before, we may ask for an extra check: your phone, email, bank account\'s real name or an authenticator code.</p><p>An SMS code can be requested once every 60 seconds. After too many requests, please try again after 5 minutes.</p>',
          zh: '<p>当您从未记录的IP地址登录时，我们可能会要求额外验证：手机号码、电子邮箱、银行账户真实姓名或身份验证器代码。</p><p>短信验证码每60秒可获取一次。请求次数过多时，请5分钟后再试。</p>',
        },
      },
    ],
  },
  {
    slug: 'responsible-gaming',
    title: { ms: 'Permainan bertanggungjawab', en: 'Responsible gaming', zh: '理性娱乐' },
    articles: [
      {
        slug: 'limits',
        title: { ms: 'Menetapkan had', en: 'Setting limits', zh: '设置限额' },
        content: {
          ms: '<p>Anda boleh menetapkan had deposit harian, mingguan atau bulanan. Had yang lebih rendah berkuat kuasa serta-merta; had yang lebih tinggi berkuat kuasa selepas 24 jam.</p><p>Tanda-tanda amaran: bermain lebih lama daripada yang dirancang, meminjam wang untuk bermain atau menyembunyikan permainan daripada keluarga. Jika ini berlaku, berehatlah dan dapatkan bantuan.</p>',
          en: '<p>You can set a daily, weekly or monthly deposit limit. A lower limit applies at once; a higher one applies after 24 hours.</p><p>Warning signs: playing longer than you planned, borrowing money to play, or hiding your gaming from family. If this happens, take a break and seek help.</p>',
          zh: '<p>您可以设置每日、每周或每月存款限额。调低限额即时生效，调高限额24小时后生效。</p><p>警示信号：游戏时间超出计划、借钱游戏或向家人隐瞒游戏行为。如出现以上情况，请暂停游戏并寻求帮助。</p>',
        },
      },
      {
        slug: 'self-exclusion',
        title: { ms: 'Pengecualian diri', en: 'Self-exclusion', zh: '自我禁止' },
        content: {
          ms: '<p>Jika anda memerlukan rehat, hubungi khidmat pelanggan untuk menutup akaun anda selama <strong>6 bulan, 1 tahun atau selama-lamanya</strong>. Sepanjang tempoh ini anda tidak akan menerima mesej promosi dan akaun tidak boleh dibuka semula.</p>',
          en: '<p>If you need a break, contact customer service to close your account for <strong>6 months, 1 year or permanently</strong>. During this time you will receive no promotional messages and the account cannot be reopened.</p>',
          zh: '<p>如需暂停游戏，请联系客服将账户关闭<strong>6个月、1年或永久</strong>。在此期间您不会收到任何推广信息，账户亦不可重新开启。</p>',
        },
      },
    ],
  },
  {
    slug: 'terms',
    title: { ms: 'Terma dan syarat', en: 'Terms and conditions', zh: '条款与规则' },
    articles: [
      {
        slug: 'terms-of-use',
        title: { ms: 'Terma penggunaan', en: 'Terms of use', zh: '使用条款' },
        content: {
          ms: '<ol><li>Perkhidmatan {brand} hanya untuk individu berumur 18 tahun ke atas.</li><li>Setiap orang, isi rumah, alamat IP dan akaun bank hanya dibenarkan satu akaun.</li><li>Pertaruhan yang diletakkan tidak boleh dibatalkan selepas disahkan.</li><li>Kami berhak menahan kemenangan yang diperoleh melalui penipuan, kesilapan sistem atau penyalahgunaan promosi.</li></ol>',
          en: '<ol><li>{brand}\'s services are for people aged 18 and over only.</li><li>One account is allowed per person, household, IP address and bank account.</li><li>A bet cannot be cancelled once it is confirmed.</li><li>We may withhold winnings obtained through fraud, system errors or abuse of promotions.</li></ol>',
          zh: '<ol><li>{brand}的服务仅供年满18岁的人士使用。</li><li>每人、每户、每个IP地址及每个银行账户仅限一个账户。</li><li>注单一经确认，不可取消。</li><li>对于通过欺诈、系统错误或滥用优惠所获得的奖金，我们有权予以扣留。</li></ol>',
        },
      },
      {
        slug: 'bonus-terms',
        title: { ms: 'Terma am bonus', en: 'General bonus terms', zh: '红利通用规则' },
        content: {
          ms: '<ul><li>Bonus mesti dipusing ganti mengikut jumlah yang dinyatakan dalam setiap promosi sebelum pengeluaran.</li><li>Pertaruhan pada kedua-dua belah (contohnya Banker dan Player) tidak dikira dalam pusing ganti.</li><li>Satu bonus pada satu masa, melainkan dinyatakan sebaliknya.</li><li>{brand} boleh meminda atau menamatkan promosi pada bila-bila masa.</li></ul>',
          en: '<ul><li>A bonus must be turned over the number of times each promotion states before withdrawal.</li><li>Bets on both sides (for example Banker and Player) do not count towards turnover.</li><li>One bonus at a time, unless stated otherwise.</li><li>{brand} may change or end a promotion at any time.</li></ul>',
          zh: '<ul><li>红利须按各项优惠规定的倍数完成流水后方可提款。</li><li>对冲投注（例如同时投注庄和闲）不计入流水。</li><li>除另有说明外，每次仅可参与一项红利。</li><li>{brand}有权随时修改或终止任何优惠活动。</li></ul>',
        },
      },
    ],
  },
];
