/** Product types: toys, baby products and pets. */
import type { ProductTypeDef } from '../product-type-model.ts';
import { t } from './define.ts';

export const TOY_TYPES: readonly ProductTypeDef[] = [
  t('leksaker', 'Leksaker', 'leksaker', null, 'leksak leksaker leksaken leksakerna', {
    suitability: 'gift',
    toWhom: ['barn'],
    ages: ['3-5', '6-9', '10-12'],
    occasions: ['födelsedag', 'jul'],
    interests: [],
    variants: ['colour'],
  }),
  t(
    'byggleksak',
    'Lego och byggleksaker',
    'byggleksaker',
    'leksaker',
    'byggleksak byggleksaker byggklossar klossar byggsats byggsatser byggplattor magnetiska_byggplattor =lego =duplo',
    { ages: ['3-5', '6-9', '10-12', 'tonåring'] },
  ),
  t('docka', 'Docka', 'dockor', 'leksaker', 'docka dockor dockan dockhus dockvagn =barbie', {}),
  t('gosedjur', 'Gosedjur', 'gosedjur', 'leksaker', 'gosedjur gosedjuret mjukisdjur nalle nallar teddybjörn', {
    ages: ['0-2', '3-5', '6-9'],
    around: ['babyleksak', 'babyfilt'],
  }),
  t(
    'fordonsleksak',
    'Bilar och fordonsleksaker',
    'leksaksbilar',
    'leksaker',
    'leksaksbil leksaksbilar rc-bil bilbana tågbana leksakståg leksaksdrönare radiostyrd_bil radiostyrda_bilar',
    {},
  ),
  t(
    'rollek',
    'Rollek och utklädning',
    'rolleksaker',
    'leksaker',
    'lekkök leksaksverktyg utklädningskläder maskeradkläder utklädnad lektält tipitält doktorsväska',
    { ages: ['3-5', '6-9'] },
  ),
  t(
    'smabarnsleksak',
    'Småbarnsleksak',
    'småbarnsleksaker',
    'leksaker',
    'gåvagn stapelkoppar formsorterare kulbana kulbanor trähäst gunghäst',
    { ages: ['0-2', '3-5'] },
  ),
  t(
    'utelek',
    'Utelek',
    'uteleksaker',
    'leksaker',
    'utelek sparkcykel sparkcyklar balanscykel trampolin pulka stjärtlapp sandlådeset hinkset studsmatta vattenpistol skumgevär såpbubblor',
    {},
  ),
  t(
    'experiment',
    'Experiment och vetenskap',
    'experimentkit',
    'leksaker',
    'experimentlåda experimentkit kemilåda kodrobot teleskop mikroskop insektsfångarset',
    { ages: ['6-9', '10-12'], interests: ['teknik'] },
  ),
  t(
    'elektronisk-leksak',
    'Elektronisk leksak',
    'elektroniska leksaker',
    'leksaker',
    'walkie-talkie walkie-talkies leksaksrobot',
    {
      interests: ['teknik'],
    },
  ),
  t('bebis', 'Bebis och baby', 'babyprodukter', null, 'bebis baby babyprodukter', {
    suitability: 'gift',
    toWhom: ['barn'],
    ages: ['0-2'],
    occasions: ['dop', 'födelsedag', 'jul'],
    interests: [],
    variants: ['colour', 'size'],
  }),
  t(
    'babyleksak',
    'Babyleksak',
    'babyleksaker',
    'bebis',
    'babyleksak babyleksaker skallra skallror bitring bitringar babygym aktivitetsgym lekmatta babymobil snuttefilt snuttefiltar',
    {},
  ),
  t('babyklader', 'Babykläder', 'babykläder', 'bebis', 'babykläder babybody sparkdräkt =body =bodys', {}),
  t('babyfilt', 'Babyfilt', 'babyfiltar', 'bebis', 'babyfilt babyfiltar', {}),
  t('napp', 'Napp och nappflaska', 'nappar', 'bebis', 'napp nappar napphållare nappflaska nappflaskor', {}),
  t('doppresent', 'Dop- och babypresent', 'doppresenter', 'bebis', 'dopsked silversked dopgåva avtryckskit sparbössa', {
    occasions: ['dop'],
    themes: ['personligt'],
  }),
  t('babytillbehor', 'Babytillbehör', 'babytillbehör', 'bebis', 'skötväska babyvakt amningskudde bärsele', {}),
  t('barnvagn', 'Barnvagn', 'barnvagnar', 'bebis', 'barnvagn barnvagnar sittvagn liggvagn bilbarnstol', {
    suitability: 'situational',
    reason: 'Barnvagn eller bilbarnstol – väljs av föräldrarna, sällan en present',
  }),
];

export const PET_TYPES: readonly ProductTypeDef[] = [
  t('husdjur', 'Husdjur', 'husdjursprylar', null, 'husdjur djur djurtillbehör husdjurstillbehör', {
    suitability: 'gift',
    toWhom: ['vän', 'mamma', 'pappa', 'partner'],
    ages: ['vuxen', 'senior'],
    occasions: ['födelsedag', 'jul'],
    interests: [],
  }),
  t(
    'hundtillbehor',
    'Hundtillbehör',
    'hundtillbehör',
    'husdjur',
    'hund hundar hundtillbehör hundleksak hundleksaker hundbädd hundbäddar hundsäng hundhalsband hundkoppel koppel hundsele sele namnbricka nosmatta hundgodis hundbur bajspåsehållare foderskål matskål hundjacka',
    {},
  ),
  t(
    'katttillbehor',
    'Katttillbehör',
    'katttillbehör',
    'husdjur',
    'katt katter kattillbehör katttillbehör kattleksak kattleksaker klösträd kattsäng kattgräs kattmynta kattlåda',
    {},
  ),
  t('akvarium', 'Akvarium', 'akvarier', 'husdjur', 'akvarium akvarier akvariet', {}),
  t('smadjur', 'Smådjurstillbehör', 'smådjurstillbehör', 'husdjur', 'smådjur smådjursbur fågelbur', {}),
];
