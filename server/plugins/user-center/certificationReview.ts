import { CERTIFICATION_PROCESS } from '../../workflow/builtin';
import { INSTANCE_STATUS, onProcessEnd, startProcessIn, type ProcessEnd } from '../../workflow';
import type { Tx } from '../../workflow/types';
import { grantCertifiedEnterprise } from './certificationOutcome';

interface CertificationRequest {
  id: number;
  userId: number;
  enterpriseName: string;
  socialCreditCode: string;
  remark: string | null;
}

/**
 * Starts the review of a certification request on the workflow engine: a platform process whose task
 * goes to every back-office role (variable reviewerRoleIds, resolved when the task is created).
 */
export async function startCertificationReview(tx: Tx, request: CertificationRequest): Promise<void> {
  const { rows } = await tx.query<{ id: number }>(`SELECT id FROM role WHERE area = 'admin' ORDER BY id`);
  await startProcessIn(tx, CERTIFICATION_PROCESS, {
    enterpriseId: null,
    businessType: CERTIFICATION_PROCESS,
    businessKey: String(request.id),
    starterUserId: request.userId,
    title: `企业认证：${request.enterpriseName}`,
    variables: { reviewerRoleIds: rows.map((r) => Number(r.id)), certificationId: request.id },
    formData: { enterpriseName: request.enterpriseName, socialCreditCode: request.socialCreditCode, remark: request.remark },
  });
}

/**
 * The review's end decides the request: 3 passed, 2 rejected (the audit status set of spec §4); a
 * passed one gives the applicant the enterprise in the same transaction.
 */
async function onReviewed({ tx, instance, status }: ProcessEnd): Promise<void> {
  const passed = status === INSTANCE_STATUS.passed;
  const id = Number(instance.businessKey);
  await tx.query('UPDATE enterprise_certification SET status = $2, updated_at = now() WHERE id = $1', [id, passed ? 3 : 2]);
  if (passed) await grantCertifiedEnterprise(tx, id);
}

onProcessEnd(CERTIFICATION_PROCESS, onReviewed);
