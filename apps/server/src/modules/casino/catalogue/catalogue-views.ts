// The answers of the catalogue calls, built from a site's catalogue: pure, so each call is a few
// filters over the cached catalogue.
import {
  CASINO_SERVICE,
  type CasinoCategory,
  type CasinoCompany,
  type CasinoGame,
  type CasinoHomeGame,
  type GameService,
  HOME_TAB,
  type SlotProvider,
} from '@bet/domain/api/casino';
import type { ListedCategory, ListedCompany, ListedGame, SiteCatalogue } from './catalogue-repo.ts';

/** A top service id means all its companies; a company's id means that company alone. */
export function companiesUnder(catalogue: SiteCatalogue, serviceId: number): ListedCompany[] {
  const top = catalogue.companies.filter((c) => c.topServiceId === serviceId);
  return top.length > 0 ? top : catalogue.companies.filter((c) => c.sid === serviceId);
}

/** Case-insensitive on the title; a blank search keeps every game. */
function titleFilter(search: string | undefined): (game: ListedGame) => boolean {
  const needle = search?.trim().toLowerCase() ?? '';
  return needle === '' ? () => true : (game) => game.title.toLowerCase().includes(needle);
}

const tile = (game: ListedGame): CasinoGame => ({
  sid: game.sid,
  n: game.title,
  l: game.logo,
  mid: game.companyId,
});

/** The tabs a game fills: popular ones the top tab, new ones the new tab, of its product. */
function tabsOf(game: ListedGame): number[] {
  const live = game.topServiceId === CASINO_SERVICE.liveCasino;
  if (!live && game.topServiceId !== CASINO_SERVICE.slots) return [];
  return [
    ...(game.popular ? [live ? HOME_TAB.topCasino : HOME_TAB.topSlots] : []),
    ...(game.isNew ? [live ? HOME_TAB.newCasino : HOME_TAB.newSlots] : []),
  ];
}

/** The games of the asked Home tabs, tab by tab in the order asked. */
export function homeGames(catalogue: SiteCatalogue, tabs: readonly number[]): CasinoHomeGame[] {
  const games = catalogue.companies.flatMap((c) => c.games);
  return [...new Set(tabs)].flatMap((tab) =>
    games
      .filter((game) => tabsOf(game).includes(tab))
      .map((game) => ({
        serviceId: game.sid,
        masterServiceId: game.companyId,
        topServiceId2: tab,
        title: game.title,
        logo: game.logo,
      })),
  );
}

/** Slot providers with their matching games; ones without any left out. */
export function slotProviders(catalogue: SiteCatalogue, serviceId: number, search?: string): SlotProvider[] {
  const matches = titleFilter(search);
  return companiesUnder(catalogue, serviceId)
    .map((c) => ({
      sid: c.sid,
      mid: c.sid,
      n: c.name,
      l: c.logo,
      limit: c.limitText,
      g: c.games.filter(matches).map(tile),
    }))
    .filter((p) => p.g.length > 0);
}

function categoryOf(company: ListedCompany, category: ListedCategory, matches: (g: ListedGame) => boolean) {
  return {
    sid: category.sid,
    n: category.name,
    mid: company.sid,
    g: category.games.filter(matches).map(tile),
  };
}

/** The categories of the companies under `serviceId` that hold a listed game. */
export function categoriesUnder(catalogue: SiteCatalogue, serviceId: number): CasinoCategory[] {
  return companiesUnder(catalogue, serviceId).flatMap((company) =>
    company.categories
      .map((category) => categoryOf(company, category, () => true))
      .filter((c) => c.g.length > 0),
  );
}

/** Live casino companies with their categories and matching games; empty ones left out. */
export function casinoCompanies(
  catalogue: SiteCatalogue,
  serviceId: number,
  search?: string,
): CasinoCompany[] {
  const matches = titleFilter(search);
  return companiesUnder(catalogue, serviceId)
    .map((company) => ({
      sid: company.sid,
      n: company.name,
      l: company.logo,
      mid: company.sid,
      c: company.categories
        .map((category) => categoryOf(company, category, matches))
        .filter((c) => c.g.length > 0),
    }))
    .filter((company) => company.c.length > 0);
}

/** The games under a top service or company, as the services list and the virtual and TV lists show them. */
export function gameServices(catalogue: SiteCatalogue, serviceId: number): GameService[] {
  return companiesUnder(catalogue, serviceId).flatMap((company) =>
    company.games.map((game) => ({
      serviceId: game.sid,
      masterServiceId: game.companyId,
      topServiceId: game.topServiceId,
      title: game.title,
      logo: game.logo,
      extras: game.extras,
      openLobby: game.openLobby,
    })),
  );
}
