import { ErrorCode } from '../../data-providers/catalogue';
import { ApiError } from '../core/errors';
import type { ModelProblem } from './validate';

const texts = {
  definitionMissing: { 'zh-CN': '流程未部署', 'en-US': 'The process is not deployed' },
  instanceMissing: { 'zh-CN': '流程实例不存在', 'en-US': 'The process instance does not exist' },
  taskMissing: { 'zh-CN': '审批任务不存在', 'en-US': 'The approval task does not exist' },
  taskDone: { 'zh-CN': '该任务已被处理', 'en-US': 'This task has already been handled' },
  notCandidate: { 'zh-CN': '您不是该任务的审批人', 'en-US': 'You are not an approver of this task' },
  badXml: { 'zh-CN': '流程 XML 无法解析', 'en-US': 'The process XML cannot be read' },
  engineFailed: { 'zh-CN': '流程执行失败', 'en-US': 'The process could not advance' },
} as const;

export type WorkflowTextKey = keyof typeof texts;

const localized = (code: number, key: WorkflowTextKey, detail?: string, data: unknown = null) =>
  ApiError.localized(
    code,
    detail ? { 'zh-CN': `${texts[key]['zh-CN']}：${detail}`, 'en-US': `${texts[key]['en-US']}: ${detail}` } : { ...texts[key] },
    data,
  );

export const workflowErrors = {
  notFound: (key: 'definitionMissing' | 'instanceMissing' | 'taskMissing') => localized(ErrorCode.NotFound, key),
  /** A second completion of the same task (another process or a double click): spec §8 duplicate. */
  taskDone: () => localized(ErrorCode.Duplicate, 'taskDone'),
  notCandidate: () => localized(ErrorCode.NoPermission, 'notCandidate'),
  badXml: (detail: string) => localized(ErrorCode.BadParameter, 'badXml', detail),
  engineFailed: (detail: string) => localized(ErrorCode.Unknown, 'engineFailed', detail),
  /** Deployment refused: every problem, one per element, in the caller's language. */
  unsupported: (problems: ModelProblem[]) =>
    ApiError.localized(
      ErrorCode.BadParameter,
      {
        'zh-CN': `模型无法部署：${problems.map((p) => p.text['zh-CN']).join('；')}`,
        'en-US': `The model cannot be deployed: ${problems.map((p) => p.text['en-US']).join('; ')}`,
      },
      { problems: problems.map((p) => ({ elementId: p.elementId, message: p.text['zh-CN'], messageEn: p.text['en-US'] })) },
    ),
};
