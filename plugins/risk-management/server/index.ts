import type { FastifyInstance } from 'fastify';
import { defineServerPlugin } from '../../../server/plugin-api';
import { registerOutcomeHandler, RISK_PROCESS_XML } from './actions';
import { adminRoutes } from './adminRoutes';
import { runDetection } from './detect';
import { registerRiskReader } from './disposal';
import { groupRoutes } from './groupRoutes';
import { registerRiskIntake } from './intake';
import { clientRoutes } from './routes';

/** Seconds between detection cycles (`RISK_DETECT_SECONDS`, default 60): a new exceedance is a risk within one cycle. */
export const DETECT_SECONDS = Math.max(1, Number(process.env.RISK_DETECT_SECONDS) || 60);

// Once per process, at load: the outcome of a handling's approval moves its risk (docs/workflow.md).
registerOutcomeHandler();
// Other features (the assessment's data-quality findings) raise risks through the core's intake.
registerRiskIntake();
// ...and read its disposal figures (the assessment's risk event disposal rate) through the core's reader.
registerRiskReader();

async function routes(app: FastifyInstance): Promise<void> {
  await clientRoutes(app);
  await adminRoutes(app);
  await groupRoutes(app);
}

/**
 * Risk prevention: risks raised from monitoring data (exceedances, offline loggers) by the detection
 * job and by hand, handled through the approval engine, listed, exported and notified.
 */
export default defineServerPlugin({
  routes,
  // The platform's default approval of a handling, deployed by the database preparation (an
  // enterprise's own model wins); a handling deploys it first if it is missing all the same.
  processes: [RISK_PROCESS_XML],
  jobs: [{ name: 'detect', everySeconds: DETECT_SECONDS, run: async ({ db, log }) => {
    const report = await runDetection(db);
    if (report.raised + report.offline > 0) log.info(report, 'risks raised');
  } }],
});
