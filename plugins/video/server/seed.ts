/**
 * Demo cameras: test-pattern sources that always play (ffmpeg's lavfi patterns) and one camera whose
 * address answers nothing, so the failure state can be seen. Idempotent: only when the enterprise has
 * no camera yet.
 */
import type { SeedContext } from '../../../server/plugin-api';

interface DemoCamera {
  name: string;
  childType: string;
  source: string;
}

const JIANGSU: DemoCamera[] = [
  { name: '污水总排口', childType: '1', source: 'demo:testsrc2' },
  { name: '1#废气排放口', childType: '2', source: 'demo:smptebars' },
  { name: '危废暂存间', childType: '5', source: 'demo:testsrc' },
  { name: '厂区东门', childType: '4', source: 'demo:rgbtestsrc' },
  // Port 9 (discard) is closed on these machines: the camera never answers.
  { name: '雨水排放口（离线）', childType: '3', source: 'rtsp://127.0.0.1:9/offline' },
];
const ZHEJIANG: DemoCamera[] = [
  { name: '进水口', childType: '1', source: 'demo:testsrc2' },
  { name: '生化池', childType: '6', source: 'demo:smptehdbars' },
];

async function seedCameras(ctx: SeedContext, key: 'jiangsu' | 'zhejiang', serialBase: string, cameras: DemoCamera[]): Promise<void> {
  const enterpriseId = await ctx.demoEnterpriseId(key);
  if (enterpriseId === undefined) return;
  const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM video_point WHERE enterprise_id = $1', [enterpriseId]);
  if (rows[0].n > 0) return;
  const { rows: ent } = await ctx.db.query<{ division: string | null }>('SELECT administrative_division_id AS division FROM enterprise WHERE id = $1', [enterpriseId]);
  for (const [i, c] of cameras.entries()) {
    await ctx.db.query(
      `INSERT INTO video_point (enterprise_id, name, online_status, administrative_division_id, point_child_type, device_serial, channel_code, source_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [enterpriseId, c.name, c.source.startsWith('demo:') ? 1 : 0, ent[0]?.division ?? null, c.childType, serialBase, `3402000000131000000${i + 1}`, c.source],
    );
  }
  ctx.log(`video: ${cameras.length} demo cameras for ${key}`);
}

export async function seedVideo(ctx: SeedContext): Promise<void> {
  // GB28181-style 20-digit device and channel ids; both demo enterprises use the same serial on purpose
  // (a serial is only unique inside its enterprise: another enterprise's camera is never reachable).
  await seedCameras(ctx, 'jiangsu', '34020000001320000001', JIANGSU);
  await seedCameras(ctx, 'zhejiang', '34020000001320000001', ZHEJIANG);
}
