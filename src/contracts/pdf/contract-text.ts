import type { PartyRequisites } from '../../config/app-config';
import { amountInWordsRu, amountInWordsUz, formatAmount } from './amount-in-words';

/**
 * The bilingual wording of the service contract, Uzbek (Latin script) and Russian, kept
 * apart from the PDF layout so that it can be read and tested as plain text.
 * Uzbek oʻ/gʻ use ʻ (U+02BB) and the tutuq belgisi uses ʼ (U+02BC), the official spelling.
 */

export interface ContractPdfInput {
  /** e.g. "2026-000042" */
  number: string;
  /** yyyy-MM-dd */
  contractDate: string;
  /** yyyy-MM-dd */
  expireDate: string;
  autoRenew: boolean;
  /** Decimal string in UZS with two decimals, e.g. "1500000.00"; paid once. */
  connectionPrice: string;
  /** Same format; paid every month. */
  monthlyPrice: string;
  /** Us. */
  seller: PartyRequisites;
  /** The client organization. */
  buyer: PartyRequisites;
}

export interface Bilingual {
  uz: string;
  ru: string;
}

export interface ContractClause {
  /** "1.1." */
  number: string;
  text: Bilingual;
}

export interface ContractSection {
  /** "1." */
  number: string;
  title: Bilingual;
  clauses: ContractClause[];
}

export interface PartyBlock {
  /** "IJROCHI / ИСПОЛНИТЕЛЬ" */
  role: string;
  name: string;
  /** Label and value pairs: TIN, address, account, MFO, director. */
  lines: [label: string, value: string][];
  director: string;
}

export interface ContractText {
  title: Bilingual;
  subtitle: Bilingual;
  city: Bilingual;
  /** dd.MM.yyyy */
  date: string;
  preamble: Bilingual;
  sections: ContractSection[];
  requisites: { number: string; title: Bilingual; seller: PartyBlock; buyer: PartyBlock };
  signatureCaption: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses a yyyy-MM-dd calendar date as UTC midnight; throws RangeError on anything else. */
export function parseIsoDate(value: string): Date {
  const match = ISO_DATE.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new RangeError(`Not a yyyy-MM-dd date: "${value}"`);
  }
  return date;
}

/** "2026-03-05" → "05.03.2026". */
export function formatDate(value: string): string {
  parseIsoDate(value);
  const [year, month, day] = value.split('-');
  return `${day}.${month}.${year}`;
}

function price(decimal: string): Bilingual {
  const figure = formatAmount(decimal);
  return {
    uz: `${figure}\u00a0soʻm (${amountInWordsUz(decimal)})`,
    ru: `${figure}\u00a0сум (${amountInWordsRu(decimal)})`,
  };
}

function party(role: string, requisites: PartyRequisites): PartyBlock {
  return {
    role,
    name: requisites.name,
    director: requisites.director,
    lines: [
      ['STIR / ИНН', requisites.tin],
      ['Manzil / Адрес', requisites.address],
      ['H/r / Р/с', requisites.account],
      ['MFO / МФО', requisites.mfo],
      ['Rahbar / Руководитель', requisites.director],
    ],
  };
}

function numbered(number: number, title: Bilingual, texts: Bilingual[]): ContractSection {
  return {
    number: `${number}.`,
    title,
    clauses: texts.map((text, i) => ({ number: `${number}.${i + 1}.`, text })),
  };
}

/** The whole wording of a contract; throws RangeError on a malformed date or price. */
export function buildContractText(contract: ContractPdfInput): ContractText {
  const start = formatDate(contract.contractDate);
  const end = formatDate(contract.expireDate);
  const connection = price(contract.connectionPrice);
  const monthly = price(contract.monthlyPrice);
  const { seller, buyer } = contract;

  const renewal: Bilingual = contract.autoRenew
    ? {
        uz:
          'Agar Tomonlardan hech biri amal qilish muddati tugashidan kamida 30 (oʻttiz) kun oldin boshqa ' +
          'Tomonni shartnomani uzaytirmaslik haqida yozma ravishda xabardor qilmasa, shartnoma xuddi shu ' +
          'muddatga va xuddi shu shartlarda uzaytirilgan hisoblanadi. Uzaytirishlar soni cheklanmaydi.',
        ru:
          'Если ни одна из Сторон не позднее чем за 30 (тридцать) дней до окончания срока действия ' +
          'договора письменно не уведомит другую Сторону об отказе от его продления, договор считается ' +
          'продлённым на тот же срок и на тех же условиях. Количество продлений не ограничено.',
      }
    : {
        uz:
          'Amal qilish muddati tugagach, shartnoma avtomatik ravishda uzaytirilmaydi. Uni uzaytirish ' +
          'Tomonlarning yozma kelishuvi yoki yangi shartnoma tuzish yoʻli bilan amalga oshiriladi.',
        ru:
          'По окончании срока действия договор автоматически не продлевается. Продление оформляется ' +
          'письменным соглашением Сторон или заключением нового договора.',
      };

  const sections: ContractSection[] = [
    numbered(1, { uz: 'SHARTNOMA PREDMETI', ru: 'ПРЕДМЕТ ДОГОВОРА' }, [
      {
        uz:
          'Ijrochi Buyurtmachiga restoran va doʻkonlarni boshqarish uchun moʻljallangan dasturiy taʼminot ' +
          'xizmatidan (keyingi oʻrinlarda — «Xizmat») internet orqali foydalanish huquqini beradi, ' +
          'Buyurtmachi esa ushbu shartnoma shartlariga muvofiq Xizmat uchun haq toʻlaydi.',
        ru:
          'Исполнитель предоставляет Заказчику доступ через сеть Интернет к сервису программного ' +
          'обеспечения для управления ресторанами и магазинами (далее — «Сервис»), а Заказчик ' +
          'оплачивает Сервис на условиях настоящего договора.',
      },
      {
        uz:
          'Xizmat tarkibi, uning imkoniyatlari va foydalanish qoidalari Ijrochining veb-saytida hamda ' +
          'Buyurtmachining shaxsiy kabinetida eʼlon qilinadi.',
        ru:
          'Состав Сервиса, его возможности и правила пользования публикуются на сайте Исполнителя ' +
          'и в личном кабинете Заказчика.',
      },
    ]),
    numbered(2, { uz: 'NARX VA TOʻLOV TARTIBI', ru: 'ЦЕНА И ПОРЯДОК ОПЛАТЫ' }, [
      {
        uz: `Xizmatga ulanish haqi (bir martalik): ${connection.uz}.`,
        ru: `Плата за подключение к Сервису (единовременно): ${connection.ru}.`,
      },
      {
        uz: `Xizmatdan foydalanish uchun oylik abonent toʻlovi: ${monthly.uz}.`,
        ru: `Ежемесячная абонентская плата за пользование Сервисом: ${monthly.ru}.`,
      },
      {
        uz:
          'Ulanish haqi shartnoma imzolangan kundan boshlab 5 (besh) bank kuni ichida, oylik toʻlov esa ' +
          'joriy oy uchun oldindan, har oyning 10-sanasigacha Ijrochining hisob raqamiga pul oʻtkazish ' +
          'yoʻli bilan toʻlanadi.',
        ru:
          'Плата за подключение вносится в течение 5 (пяти) банковских дней со дня подписания договора, ' +
          'ежемесячная плата — авансом за текущий месяц до 10-го числа, путём перечисления на расчётный ' +
          'счёт Исполнителя.',
      },
      {
        uz: 'Narxlar Oʻzbekiston Respublikasining milliy valyutasi — soʻmda belgilanadi.',
        ru: 'Цены установлены в национальной валюте Республики Узбекистан — сумах.',
      },
    ]),
    numbered(3, { uz: 'SHARTNOMANING AMAL QILISH MUDDATI', ru: 'СРОК ДЕЙСТВИЯ ДОГОВОРА' }, [
      {
        uz: `Shartnoma ${start} yildan ${end} yilgacha (shu kun ham kiradi) amal qiladi.`,
        ru: `Договор действует с ${start} по ${end} включительно.`,
      },
      renewal,
      {
        uz:
          'Har bir Tomon boshqa Tomonni 30 (oʻttiz) kun oldin yozma ravishda ogohlantirib, shartnomani ' +
          'bekor qilishi mumkin; bunda Buyurtmachi Xizmatdan amalda foydalanilgan davr uchun haq toʻlaydi.',
        ru:
          'Каждая из Сторон вправе расторгнуть договор, письменно уведомив другую Сторону за 30 (тридцать) ' +
          'дней; при этом Заказчик оплачивает период фактического пользования Сервисом.',
      },
    ]),
    numbered(4, { uz: 'TOMONLARNING MAJBURIYATLARI', ru: 'ОБЯЗАННОСТИ СТОРОН' }, [
      {
        uz:
          'Ijrochi Xizmatning ishlashini taʼminlash, rejalashtirilgan texnik ishlar haqida Buyurtmachini ' +
          'oldindan xabardor qilish, texnik yordam koʻrsatish va Buyurtmachi maʼlumotlarining maxfiyligini ' +
          'saqlash majburiyatini oladi.',
        ru:
          'Исполнитель обязуется обеспечивать работоспособность Сервиса, заранее уведомлять Заказчика ' +
          'о плановых технических работах, оказывать техническую поддержку и сохранять ' +
          'конфиденциальность данных Заказчика.',
      },
      {
        uz:
          'Buyurtmachi Xizmat uchun oʻz vaqtida haq toʻlash, Xizmatdan faqat qonuniy maqsadlarda ' +
          'foydalanish va kirish maʼlumotlarini (login va parollarni) uchinchi shaxslarga bermaslik ' +
          'majburiyatini oladi.',
        ru:
          'Заказчик обязуется своевременно оплачивать Сервис, использовать его только в законных целях ' +
          'и не передавать третьим лицам данные для доступа (логины и пароли).',
      },
      {
        uz:
          'Toʻlov 30 (oʻttiz) kundan ortiq kechiktirilganda Ijrochi qarzdorlik toʻlangunga qadar ' +
          'Xizmatdan foydalanishni toʻxtatib turishga haqli.',
        ru:
          'При просрочке оплаты более чем на 30 (тридцать) дней Исполнитель вправе приостановить доступ ' +
          'к Сервису до погашения задолженности.',
      },
    ]),
    numbered(5, { uz: 'TOMONLARNING JAVOBGARLIGI', ru: 'ОТВЕТСТВЕННОСТЬ СТОРОН' }, [
      {
        uz:
          'Shartnoma boʻyicha majburiyatlarni bajarmaganlik yoki lozim darajada bajarmaganlik uchun ' +
          'Tomonlar Oʻzbekiston Respublikasining amaldagi qonunchiligiga muvofiq javobgar boʻladilar.',
        ru:
          'За неисполнение или ненадлежащее исполнение обязательств по договору Стороны несут ' +
          'ответственность в соответствии с действующим законодательством Республики Узбекистан.',
      },
      {
        uz:
          'Toʻlov kechiktirilganda Buyurtmachi Ijrochiga kechiktirilgan har bir kun uchun kechiktirilgan ' +
          'summaning 0,4 foizi miqdorida, biroq kechiktirilgan summaning 50 foizidan oshmagan miqdorda ' +
          'penya toʻlaydi.',
        ru:
          'За просрочку оплаты Заказчик уплачивает Исполнителю пеню в размере 0,4% от просроченной суммы ' +
          'за каждый день просрочки, но не более 50% просроченной суммы.',
      },
      {
        uz:
          'Tomonlar yengib boʻlmaydigan kuch (fors-major) holatlari oqibatida majburiyatlarni ' +
          'bajarmaganlik uchun javobgarlikdan ozod etiladilar.',
        ru:
          'Стороны освобождаются от ответственности за неисполнение обязательств, вызванное ' +
          'обстоятельствами непреодолимой силы (форс-мажор).',
      },
    ]),
    numbered(6, { uz: 'NIZOLARNI HAL ETISH', ru: 'РАЗРЕШЕНИЕ СПОРОВ' }, [
      {
        uz: 'Shartnoma Oʻzbekiston Respublikasi qonunchiligiga muvofiq tartibga solinadi va talqin etiladi.',
        ru: 'Договор регулируется и толкуется в соответствии с законодательством Республики Узбекистан.',
      },
      {
        uz:
          'Nizolar muzokaralar yoʻli bilan hal etiladi, kelishuvga erishilmagan taqdirda esa Oʻzbekiston ' +
          'Respublikasi qonunchiligida belgilangan tartibda vakolatli sudda koʻrib chiqiladi.',
        ru:
          'Споры разрешаются путём переговоров, а при недостижении согласия — в компетентном суде ' +
          'в порядке, установленном законодательством Республики Узбекистан.',
      },
    ]),
    numbered(7, { uz: 'YAKUNIY QOIDALAR', ru: 'ЗАКЛЮЧИТЕЛЬНЫЕ ПОЛОЖЕНИЯ' }, [
      {
        uz:
          'Shartnoma elektron hujjat shaklida tuziladi va elektron hujjat aylanishi tizimi orqali ' +
          'Tomonlarning elektron raqamli imzolari bilan imzolanadi. Elektron raqamli imzo bilan ' +
          'imzolangan shartnoma qogʻozdagi, Tomonlar imzolagan va muhr bilan tasdiqlangan hujjat bilan ' +
          'teng yuridik kuchga ega.',
        ru:
          'Договор составлен в форме электронного документа и подписывается электронными цифровыми ' +
          'подписями Сторон через систему электронного документооборота. Договор, подписанный ' +
          'электронной цифровой подписью, имеет юридическую силу, равную документу на бумажном носителе, ' +
          'подписанному Сторонами и заверенному печатью.',
      },
      {
        uz:
          'Shartnomaga kiritiladigan oʻzgartish va qoʻshimchalar yozma shaklda (shu jumladan elektron ' +
          'hujjat shaklida) rasmiylashtirilib, Tomonlar tomonidan imzolangan taqdirdagina haqiqiydir.',
        ru:
          'Изменения и дополнения к договору действительны, если они совершены в письменной форме ' +
          '(в том числе в форме электронного документа) и подписаны Сторонами.',
      },
      {
        uz: 'Shartnoma oʻzbek va rus tillarida tuzilgan, ikkala matn teng kuchga ega.',
        ru: 'Договор составлен на узбекском и русском языках, оба текста имеют равную силу.',
      },
    ]),
  ];

  return {
    title: { uz: `SHARTNOMA № ${contract.number}`, ru: `ДОГОВОР № ${contract.number}` },
    subtitle: { uz: 'xizmat koʻrsatish toʻgʻrisida', ru: 'об оказании услуг' },
    city: { uz: 'Toshkent shahri', ru: 'г. Ташкент' },
    date: start,
    preamble: {
      uz:
        `${seller.name} (keyingi oʻrinlarda — «Ijrochi»), rahbar ${seller.director} timsolida, bir tomondan, ` +
        `va ${buyer.name} (keyingi oʻrinlarda — «Buyurtmachi»), rahbar ${buyer.director} timsolida, ` +
        'ikkinchi tomondan, birgalikda «Tomonlar» deb ataluvchilar, mazkur shartnomani quyidagilar ' +
        'haqida tuzdilar:',
      ru:
        `${seller.name} (далее — «Исполнитель»), от имени которого действует руководитель ` +
        `${seller.director}, с одной стороны, и ${buyer.name} (далее — «Заказчик»), от имени которого ` +
        `действует руководитель ${buyer.director}, с другой стороны, совместно именуемые «Стороны», ` +
        'заключили настоящий договор о нижеследующем:',
    },
    sections,
    requisites: {
      number: `${sections.length + 1}.`,
      title: { uz: 'TOMONLARNING REKVIZITLARI', ru: 'РЕКВИЗИТЫ СТОРОН' },
      seller: party('IJROCHI / ИСПОЛНИТЕЛЬ', seller),
      buyer: party('BUYURTMACHI / ЗАКАЗЧИК', buyer),
    },
    signatureCaption: 'imzo (ERI) / подпись (ЭЦП)',
  };
}
