import type { SportSeed } from './types.ts';

/** Tennis (sport id 5). Category ids 5xx, tournament ids 5xxx. Teams are players. */
export const tennis: SportSeed = {
  id: 5,
  name: 'Tennis',
  nameTr: 'Tenis',
  categories: [
    {
      id: 501,
      name: 'ATP',
      flag: 'int',
      tournaments: [
        {
          id: 5011,
          name: 'ATP Tour',
          teams: [
            ['Sinner J.', 95],
            ['Alcaraz C.', 95],
            ['Zverev A.', 88],
            ['Djokovic N.', 90],
            ['Fritz T.', 85],
            ['Draper J.', 84],
            ['Musetti L.', 83],
            ['De Minaur A.', 83],
            ['Shelton B.', 82],
            ['Rune H.', 81],
            ['Medvedev D.', 82],
            ['Ruud C.', 81],
            ['Paul T.', 79],
            ['Mensik J.', 80],
            ['Tiafoe F.', 78],
            ['Rublev A.', 79],
          ],
        },
      ],
    },
    {
      id: 502,
      name: 'WTA',
      flag: 'int',
      tournaments: [
        {
          id: 5021,
          name: 'WTA Tour',
          teams: [
            ['Sabalenka A.', 95],
            ['Swiatek I.', 92],
            ['Gauff C.', 90],
            ['Anisimova A.', 86],
            ['Pegula J.', 86],
            ['Rybakina E.', 87],
            ['Paolini J.', 83],
            ['Andreeva M.', 86],
            ['Keys M.', 83],
            ['Navarro E.', 80],
            ['Svitolina E.', 81],
            ['Zheng Q.', 82],
            ['Muchova K.', 79],
            ['Alexandrova E.', 78],
            ['Mboko V.', 78],
            ['Sonmez Z.', 70],
          ],
        },
      ],
    },
    {
      id: 503,
      name: 'Challenger',
      flag: 'int',
      tournaments: [
        {
          id: 5031,
          name: 'Challenger Istanbul',
          teams: [
            ['Ilkel C.', 66],
            ['Celikbilek A.', 62],
            ['Sakamoto P.', 63],
            ['Kovacevic A.', 65],
            ['Gaston H.', 64],
            ['Moutet C.', 66],
            ['Zhukayev B.', 61],
            ['Bellucci M.', 65],
            ['Blanchet U.', 62],
            ['Marterer M.', 63],
            ['Nardi L.', 64],
            ['Safiullin R.', 65],
            ['Kypson P.', 62],
            ['Bu Y.', 66],
            ['Kotov P.', 63],
            ['Yilmaz E.', 58],
          ],
        },
      ],
    },
  ],
};

/** Table tennis (sport id 20). Category ids 20xx, tournament ids 20xxx. Teams are players. */
export const tableTennis: SportSeed = {
  id: 20,
  name: 'Table Tennis',
  nameTr: 'Masa Tenisi',
  categories: [
    {
      id: 2001,
      name: 'International',
      flag: 'int',
      tournaments: [
        {
          id: 20011,
          name: 'TT Elite Series',
          teams: [
            ['Kowalczyk M.', 72],
            ['Nowak P.', 70],
            ['Zielinski T.', 68],
            ['Wojcik K.', 66],
            ['Lewandowski J.', 71],
            ['Kaminski R.', 64],
            ['Dabrowski A.', 69],
            ['Mazur L.', 65],
            ['Krawczyk D.', 67],
            ['Szymanski B.', 63],
          ],
        },
        {
          id: 20012,
          name: 'Setka Cup',
          teams: [
            ['Bondarenko O.', 70],
            ['Kravets V.', 68],
            ['Melnyk S.', 66],
            ['Shevchenko I.', 71],
            ['Tkachenko Y.', 65],
            ['Kovalenko A.', 69],
            ['Boyko D.', 64],
            ['Savchenko M.', 67],
            ['Rudenko P.', 63],
            ['Moroz R.', 66],
          ],
        },
      ],
    },
  ],
};
