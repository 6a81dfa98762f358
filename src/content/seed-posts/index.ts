import { assetRegister } from './asset-register';
import { civilDefence } from './civil-defence';
import { nightCooling } from './night-cooling';
import { offlineApp } from './offline-app';
import { predictiveAi } from './predictive-ai';
import { roiCase } from './roi-case';
import { summerReadiness } from './summer-readiness';
import type { SeedPost } from './types';

/** The blog's first articles, newest first; inserted once by the seed migration, then owned by staff. */
export const seedPosts: readonly SeedPost[] = [nightCooling, roiCase, offlineApp, assetRegister, civilDefence, predictiveAi, summerReadiness];
