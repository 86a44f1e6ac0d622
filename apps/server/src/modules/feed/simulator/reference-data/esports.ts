import type { SportSeed, TeamSeed } from './types.ts';

const international = (id: number) => ({ id, name: 'International', flag: 'int' });

/** Counter-Strike (sport id 109). Category ids 109xx, tournament ids 109xxx. */
export const counterStrike: SportSeed = {
  id: 109,
  name: 'Counter-Strike',
  nameTr: 'Counter-Strike',
  categories: [
    {
      ...international(10901),
      tournaments: [
        {
          id: 109011,
          name: 'CS Pro League',
          teams: [
            ['Vitality', 90],
            ['MOUZ', 86],
            ['Team Spirit', 86],
            ['Natus Vincere', 85],
            ['FaZe Clan', 80],
            ['The MongolZ', 84],
            ['Aurora', 81],
            ['G2 Esports', 82],
            ['Team Falcons', 82],
            ['FURIA', 83],
            ['Astralis', 76],
            ['Eternal Fire', 77],
            ['Team Liquid', 75],
            ['paiN Gaming', 76],
            ['3DMAX', 74],
            ['Virtus.pro', 75],
          ] satisfies TeamSeed[],
        },
        {
          id: 109012,
          name: 'CCT South America',
          teams: [
            ['Imperial', 68],
            ['MIBR', 70],
            ['Fluxo', 69],
            ['ODDIK', 64],
            ['Legacy', 67],
            ['9z Team', 66],
            ['BESTIA', 63],
            ['Sharks Esports', 60],
            ['RED Canids', 62],
            ['Case Esports', 59],
            ['Galorys', 58],
            ['2GAME Esports', 61],
          ],
        },
      ],
    },
  ],
};

/** League of Legends (sport id 110). Category ids 110xx, tournament ids 110xxx. */
export const leagueOfLegends: SportSeed = {
  id: 110,
  name: 'League of Legends',
  nameTr: 'League of Legends',
  categories: [
    {
      ...international(11001),
      tournaments: [
        {
          id: 110011,
          name: 'LoL Champions Series',
          teams: [
            ['T1', 90],
            ['Gen.G', 92],
            ['Hanwha Life Esports', 88],
            ['KT Rolster', 82],
            ['Bilibili Gaming', 87],
            ['Anyone’s Legend', 85],
            ['Top Esports', 84],
            ['JD Gaming', 80],
            ['G2 Esports LoL', 80],
            ['Fnatic', 76],
            ['Movistar KOI', 75],
            ['Karmine Corp', 74],
            ['FlyQuest', 76],
            ['Team Liquid LoL', 72],
            ['Cloud9', 72],
            ['CTBC Flying Oyster', 73],
          ],
        },
        {
          id: 110012,
          name: 'LCK Challengers League',
          teams: [
            ['T1 Esports Academy', 68],
            ['Gen.G Global Academy', 70],
            ['HLE Challengers', 67],
            ['Dplus KIA Challengers', 66],
            ['KT Rolster Challengers', 64],
            ['DRX Challengers', 65],
            ['BNK FearX Youth', 62],
            ['Nongshim Esports Academy', 63],
            ['OKSavingsBank BRION Challengers', 61],
            ['DN Freecs Challengers', 60],
          ],
        },
      ],
    },
  ],
};

/** Dota 2 (sport id 111). Category ids 111xx, tournament ids 111xxx. */
export const dota: SportSeed = {
  id: 111,
  name: 'Dota 2',
  nameTr: 'Dota 2',
  categories: [
    {
      ...international(11101),
      tournaments: [
        {
          id: 111011,
          name: 'Dota Pro Circuit',
          teams: [
            ['Team Falcons Dota', 88],
            ['Team Spirit Dota', 86],
            ['Tundra Esports', 85],
            ['PARIVISION', 84],
            ['BetBoom Team', 83],
            ['Team Liquid Dota', 84],
            ['Xtreme Gaming', 82],
            ['Gaimin Gladiators', 80],
            ['Aurora Gaming', 79],
            ['Team Tidebound', 78],
            ['Nigma Galaxy', 77],
            ['OG', 75],
            ['Heroic', 76],
            ['Natus Vincere Dota', 74],
            ['BOOM Esports', 70],
            ['Team Yandex', 74],
          ],
        },
      ],
    },
  ],
};
