import { CN, ExeRtn, QnRtn, ST_SYSTEM_INTERACTION } from './codes';
import { encodePacket } from './encode';
import { replyFlag } from './flags';

/**
 * Replies (HJ 212-2017 §6.6, ST=91). A reply echoes the request's QN in its header, so the sender can
 * match it, and the request's MN and PW. Its Flag keeps the request's version bits and clears A/D
 * (a reply is neither acknowledged nor split): Flag=4 for a 2017 request, as in the standard.
 */

/** What a reply needs from the packet it answers; a parsed Packet fits. */
export interface ReplyTarget {
  qn?: string;
  mn: string;
  pw?: string;
  flag?: number;
}

export interface ReplyOptions {
  /** Password to send instead of the request's. */
  pw?: string;
}

function buildReply(cn: string, to: ReplyTarget, cp: string, opts: ReplyOptions): string {
  return encodePacket({
    qn: to.qn,
    st: ST_SYSTEM_INTERACTION,
    cn,
    pw: opts.pw ?? to.pw,
    mn: to.mn,
    flag: replyFlag(to.flag),
    cp,
  });
}

/**
 * 9014 数据应答, sent for an upload whose Flag has the A bit: `QN=<request QN>;ST=91;CN=9014;PW;MN;
 * Flag=4;CP=&&&&`. The 2017 form carries the request's QN in the header and an empty CP (the 2005
 * form put `QN=…;CN=…` inside CP instead; 2005 devices do not ask for acks via Flag).
 */
export function buildDataAck(to: ReplyTarget, opts: ReplyOptions = {}): string {
  return buildReply(CN.dataAck, to, '', opts);
}

/** 9011 请求应答 with `QnRtn` (1 = ready to execute; see QnRtn for refusals). */
export function buildRequestReply(to: ReplyTarget, qnRtn: number = QnRtn.ready, opts: ReplyOptions = {}): string {
  return buildReply(CN.requestReply, to, `QnRtn=${integer(qnRtn, 'QnRtn')}`, opts);
}

/** 9012 执行结果 with `ExeRtn` (1 = done; see ExeRtn for failures). */
export function buildExecutionResult(to: ReplyTarget, exeRtn: number = ExeRtn.ok, opts: ReplyOptions = {}): string {
  return buildReply(CN.executionResult, to, `ExeRtn=${integer(exeRtn, 'ExeRtn')}`, opts);
}

function integer(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 0) throw new TypeError(`${name} must be a non-negative integer`);
  return value;
}
