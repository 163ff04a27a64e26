/** People (terceros): the one record per person other modules save through, and the look-up route. */
export { findThird, sealThirds, thirdById, thirdKey, upsertThirds, type TThird, type TThirdInput } from './thirds';
export { peopleRoutes } from './people.routes';
export { hiddenContactOf, unmaskProjectPeople, unmaskStrategyPeople } from './unmask-people';
export { hiddenJsonSql, hiddenSql, shownContact, shownValue, type TContactReader } from './hidden-contact';
