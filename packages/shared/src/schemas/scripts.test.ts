import { describe, expect, it } from 'vitest';
import { MAX_SCRIPT_REJECTIONS, SCRIPT_LIMITS, SCRIPT_MESSAGES as M, scriptNextStep, ZSaveScriptRequest } from './scripts';

const valid = { brand_id: 'b', campaign_id: 'c', script: 'Hello' };
const firstMessage = (input: unknown) => {
  const result = ZSaveScriptRequest.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('ZSaveScriptRequest', () => {
  it('uses the spec’s messages for a missing campaign and script', () => {
    expect(firstMessage({ ...valid, campaign_id: undefined })).toBe(M.selectCampaign);
    expect(firstMessage({ ...valid, script: '   ' })).toBe(M.generateFirst);
    expect(firstMessage({ ...valid, brand_id: '' })).toBe(M.invalidCampaign);
  });

  it('takes a script at the limit and refuses one character more', () => {
    expect(firstMessage({ ...valid, script: 'a'.repeat(SCRIPT_LIMITS.scriptMax) })).toBeNull();
    expect(firstMessage({ ...valid, script: 'a'.repeat(SCRIPT_LIMITS.scriptMax + 1) })).toBe(M.scriptTooLong);
  });

  it('reads a price sent as text and refuses a negative one', () => {
    expect(ZSaveScriptRequest.parse({ ...valid, dynamic_price: '2500' }).dynamic_price).toBe(2500);
    expect(firstMessage({ ...valid, dynamic_price: -0.01 })).toBe(M.priceInvalid);
  });

  it('words the spec’s messages exactly (spec 3 §5 and §8)', () => {
    expect(M.selectCampaign).toBe('Please select a campaign first');
    expect(M.generateFirst).toBe('Please generate a script first');
    expect(M.invalidCampaign).toBe('Invalid campaign');
    expect(M.noPrevious).toBe('No previous scripts found.');
  });

  it('formats the failure alert of spec 3 §8', () => {
    expect(M.saveFailed('Invalid campaign')).toBe('Failed to save script: Invalid campaign');
  });
});

describe('scriptNextStep', () => {
  it('counts re-upload attempts after a rejection and stops at the third', () => {
    expect(scriptNextStep({ status: 'Rejected', rejection_count: 1 })).toBe('Next: re-upload attempt 2 of 3.');
    expect(scriptNextStep({ status: 'Rejected', rejection_count: MAX_SCRIPT_REJECTIONS - 1 })).toBe('Next: re-upload attempt 3 of 3.');
    expect(scriptNextStep({ status: 'Rejected', rejection_count: MAX_SCRIPT_REJECTIONS })).toBe(
      'Maximum reject time attempts (3) reached for this script.',
    );
  });
});
