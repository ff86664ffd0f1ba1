/** All calls live under /api (docs/api.md "Conventions"). */
import type { App } from '../context';
import { articleRoutes } from './articles';
import { authRoutes } from './auth';
import { authSessionRoutes } from './authSession';
import { catalogueRoutes } from './catalogue';
import { certificateRoutes } from './certificates';
import { communityRoutes } from './communities';
import { courseRoutes } from './courses';
import { eventRoutes } from './events';
import { favoriteRoutes } from './favorites';
import { healthRoutes } from './health';
import { mediaRoutes } from './media';
import { moduleRoutes } from './modules';
import { photoRoutes } from './photo';
import { profileRoutes } from './profile';
import { promoRoutes } from './promo';
import { referenceRoutes } from './references';
import { storyRoutes } from './stories';
import { testModeRoutes } from './testMode';
import { testRoutes } from './tests';

export async function registerRoutes(app: App): Promise<void> {
  const plugins = [
    healthRoutes,
    authRoutes,
    authSessionRoutes,
    referenceRoutes,
    catalogueRoutes,
    courseRoutes,
    moduleRoutes,
    testRoutes,
    articleRoutes,
    eventRoutes,
    communityRoutes,
    storyRoutes,
    favoriteRoutes,
    profileRoutes,
    certificateRoutes,
    promoRoutes,
    photoRoutes,
    mediaRoutes,
  ];
  for (const plugin of plugins) await app.register(plugin, { prefix: '/api' });
  if (app.ctx.testMode) await app.register(testModeRoutes, { prefix: '/api' });
}
