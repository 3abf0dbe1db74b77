import { ErrorCode } from '../../../data-providers/catalogue';
import { ApiError } from '../../core/errors';
import { identityTexts, type IdentityTextKey } from './identityTexts';

/** A parameter problem the user reads as one sentence (2010102 with the spec's text as msg). */
export const badInput = (key: IdentityTextKey): ApiError => ApiError.localized(ErrorCode.BadParameter, identityTexts(key));

/** Rate limited (2010107) with a sentence saying why. */
export const tooFast = (key: IdentityTextKey): ApiError => ApiError.localized(ErrorCode.TooFast, identityTexts(key));

/** A business key already taken (2010108), e.g. the phone of a new account. */
export const taken = (key: IdentityTextKey): ApiError => ApiError.localized(ErrorCode.Duplicate, identityTexts(key));

export const notConnected = (key: IdentityTextKey): ApiError => ApiError.localized(ErrorCode.NotConnected, identityTexts(key));
