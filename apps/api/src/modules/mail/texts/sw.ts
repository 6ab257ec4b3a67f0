// The e-mails' words in Kiswahili (Kiswahili sanifu), written for the reader rather than word for
// word from en.ts: the same keys and {placeholders}, a test holds the two together. Terms as the
// public site uses them: akili bandia (AI), mafunzo, waliopata mafunzo, mwanachama / wanachama,
// uanachama, muungano, nenosiri, ingia, ombi (a request), maombi (an application). The alliance's
// name stays in English.
// A record's noun ({what}) is always of the N class (kozi, rekodi, habari, taarifa, nafasi,
// makala), so the words around it agree with every one of them.
import type { MailTexts } from "./en";

export const SW: MailTexts = {
  signature: "Timu ya {site}",
  hello: "Habari,",
  helloNamed: "Habari {name},",
  copyLink: "Au nakili anwani hii kwenye kivinjari chako: {link}",

  invitationSubject: "Umealikwa kwenye tovuti ya wafanyakazi ya {site}",
  invitationBody:
    "Msimamizi amekufungulia akaunti ({email}) kwenye tovuti ya {site}. Kwenye tovuti hiyo, mashirika washirika huweka kozi zao, wanachama wao na ripoti zao za kila robo mwaka, tunapoelekea lengo la watu milioni moja waliopata mafunzo ya akili bandia (AI).",
  invitationButton: "Chagua nenosiri lako",
  invitationAfter:
    "Kiungo hiki kinatumika mara moja tu, kwa siku {days}. Baada ya hapo, ingia kupitia {signInUrl}. Ikiwa hukutarajia ujumbe huu, unaweza kuupuuza.",

  resetSubject: "Chagua nenosiri jipya la {site}",
  resetBody: "Mtu fulani (tunatumaini ni wewe) ameomba kubadilisha nenosiri la akaunti yako.",
  resetButton: "Chagua nenosiri jipya",
  resetAfter:
    "Kiungo hiki kinatumika mara moja tu, kwa muda wa saa moja. Ikiwa hukuomba, puuza ujumbe huu: nenosiri lako halitabadilika.",

  passwordChangedSubject: "Nenosiri lako la {site} limebadilishwa",
  passwordChangedBody:
    "Nenosiri la akaunti yako limebadilishwa hivi punde, na umeondolewa kwenye vifaa vingine vyote ulivyokuwa umeingia navyo.",
  passwordChangedAfter:
    "Ikiwa si wewe uliyefanya hivyo, omba nenosiri jipya kupitia {signInUrl} na umjulishe msimamizi.",

  newApplicationSubject: "Maombi mapya ya uanachama: {organization}",
  newApplicationBody:
    "{name} kutoka {organization} ameomba kujiunga na muungano. Maombi haya yanasubiri ukaguzi wako.",
  newApplicationButton: "Kagua maombi",
  newRequestSubject: "Ombi jipya la taarifa kutoka {organization}",
  newRequestBody: "{name} kutoka {organization} ametuma ombi la taarifa.",
  newRequestButton: "Soma ombi",
  newPledgeSubject: "Ahadi mpya inasubiri ukaguzi: {organization}",
  newPledgeBody:
    "{name} wa {organization} ameahidi kufunza watu {trained} na kuthibitisha watu {certified} kufikia {by}. Ahadi hii inasubiri ukaguzi wako.",
  newPledgeButton: "Kagua ahadi",

  recordCourse: "kozi",
  recordMember: "rekodi ya mwanachama",
  recordNews: "habari",
  recordEvent: "taarifa ya tukio",
  recordJob: "nafasi ya kazi",
  recordInsight: "makala ya maarifa",
  recordApprovedSubject: 'Imeidhinishwa: {what} yako "{title}"',
  recordApprovedBody:
    'Tunakujulisha kwamba {what} "{title}" ya shirika lako imeidhinishwa, na sasa inaonekana kwa umma.',
  recordHiddenSubject: 'Imefichwa: {what} yako "{title}"',
  recordHiddenBody:
    'Tunakujulisha kwamba {what} "{title}" ya shirika lako imefichwa, na haionekani tena kwenye tovuti ya umma.',
  recordReturnedSubject: 'Imerudishwa: {what} yako "{title}"',
  recordReturnedBody:
    'Tunakujulisha kwamba {what} "{title}" ya shirika lako imerudishwa ili ifanyiwe marekebisho. Ihariri kwenye tovuti ya wafanyakazi nayo itakaguliwa tena.',
  changesApprovedSubject: 'Mabadiliko yameidhinishwa: {what} yako "{title}"',
  changesApprovedBody:
    'Tunakujulisha kwamba {what} "{title}" ya shirika lako imesasishwa kwa mabadiliko yako, baada ya msimamizi kuyaidhinisha; sasa yanaonekana kwa umma.',
  changesDiscardedSubject: 'Mabadiliko hayakukubaliwa: {what} yako "{title}"',
  changesDiscardedBody:
    'Tunakujulisha kwamba {what} "{title}" ya shirika lako inabaki kama ilivyoidhinishwa awali: msimamizi hakukubali mabadiliko yako.',
  reviewerNote: "Maelezo ya mkaguzi:\n{note}",
  openStaffSite: "Fungua tovuti ya wafanyakazi",

  quarterQ1: "kwanza",
  quarterQ2: "pili",
  quarterQ3: "tatu",
  quarterQ4: "nne",
  period: "robo ya {quarter} ya mwaka {year}",
  reportApprovedSubject: "Ripoti yako ya {period} imeidhinishwa",
  reportApprovedBody:
    "Ripoti ya {period} ya {organization} imeidhinishwa. Takwimu zake sasa zinahesabiwa katika matokeo ya muungano yanayoonyeshwa kwa umma. Asante!",
  reportReturnedSubject: "Ripoti yako ya {period} imerudishwa",
  reportReturnedBody: "Ripoti ya {period} ya {organization} imerudishwa ili ifanyiwe marekebisho.",
  reportRemovedSubject: "Ripoti yako ya {period} imeondolewa",
  reportRemovedBody:
    "Ombi la kuondoa ripoti ya {period} ya {organization} limekubaliwa: ripoti hiyo haihesabiwi tena katika takwimu za umma.",
  reportKeptSubject: "Ripoti yako ya {period} haijaondolewa",
  reportKeptBody:
    "Ombi la kuondoa ripoti ya {period} ya {organization} limekataliwa: ripoti hiyo inabaki katika takwimu za umma.",
  openReports: "Fungua ripoti zako",

  reminderSubject: "Ripoti yako ya {period} inatakiwa kuwasilishwa",
  reminderSecondSubject: "Ukumbusho: ripoti yako ya {period} inatakiwa kuwasilishwa",
  reminderBody:
    "Bado hatujapokea ripoti ya {period} ya {organization}. Kila ripoti inasaidia kuonyesha Kenya imekaribia kiasi gani kufikia watu milioni moja waliopata mafunzo ya akili bandia (AI).",
  reminderButton: "Wasilisha ripoti",
  reminderSecond: "Huu ni ukumbusho wa pili wa kiotomatiki kwa robo hii ya mwaka.",

  ackApplicationSubject: "Tumepokea maombi yako ya uanachama ({reference})",
  ackApplicationBody:
    "Asante. Tumepokea maombi yako ya kujiunga na AI Skilling Alliance tarehe {date}. Nambari ya kumbukumbu ya maombi haya ni {reference}: tafadhali itaje kila unapotuandikia kuyahusu.",
  ackApplicationNext:
    "Kinachofuata: sekretarieti ya muungano hukagua maombi, kwa kawaida ndani ya wiki mbili. Maombi yakiidhinishwa, shirika lako litaonekana miongoni mwa wanachama kwenye tovuti, na tutawasiliana nawe kuhusu yanayohusika na uanachama.",
  ackRequestSubject: "Tumepokea ombi lako ({reference})",
  ackRequestBody:
    "Asante. Tumepokea ombi lako la taarifa tarehe {date}. Nambari ya kumbukumbu ya ombi hili ni {reference}: tafadhali itaje kila unapotuandikia kulihusu.",
  ackRequestNext:
    "Kinachofuata: mfanyakazi wa sekretarieti husoma kila ombi na kujibu kwa barua pepe au kwa simu, kwa kawaida ndani ya wiki moja.",
  credentialSubject: "Cheti chako cha {course}",
  credentialBody:
    "{organization} imekupa cheti cha kukamilisha {course}. Ni cheti cha kidijitali kinachothibitishika: yeyote utakayemtumia kiungo anaweza kuhakikisha kuwa ni halali.",
  credentialButton: "Tazama cheti chako",
  credentialAfter:
    "Kwenye ukurasa wake unaweza kupakua cheti, kukichapisha au kukiongeza kwenye wasifu wako wa LinkedIn.",
};
