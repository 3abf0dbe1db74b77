import type { FastifyInstance } from 'fastify';
import { defineServerPlugin } from '../../../server/plugin-api';
import { cloudControlRoutes } from './routes/cloudControl';
import { dataCenterRoutes } from './routes/dataCenter';
import { intelligentRoutes } from './routes/intelligent';
import { reportRoutes } from './routes/reports';
import { statisticsRoutes } from './routes/statistics';
import { seedDemoPlant } from './seed';
import { runSimulatedPlants } from './simulation/plant';

/** Seconds between runs of the simulated plant: how soon a command is answered. */
export const SIMULATED_PLANT_EVERY_SECONDS = 10;

async function routes(app: FastifyInstance): Promise<void> {
  await dataCenterRoutes(app);
  await statisticsRoutes(app);
  await reportRoutes(app);
  await cloudControlRoutes(app);
  await intelligentRoutes(app);
}

/** The water-plant data centre (spec §2 /boao): routes, the demo plant, and the simulated plant job. */
export default defineServerPlugin({
  routes,
  async seed(ctx) {
    await seedDemoPlant(ctx);
  },
  // The demo plant is missing when no plant of the enterprise has its code.
  seedInputs: { boao_plant: ['enterprise_id', 'code'] },
  jobs: [
    {
      name: 'simulated-plant',
      everySeconds: SIMULATED_PLANT_EVERY_SECONDS,
      run: ({ db, signal }) => runSimulatedPlants(db, Date.now, signal),
    },
  ],
});
