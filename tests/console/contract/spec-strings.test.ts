import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/i18n/all-messages';
import { BUSINESS_ERROR_FALLBACK } from '../../../src/lib/http-client';

function values(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.values(tree).flatMap(values);
}

// Strings the console shows word for word, each as the value of the locale of its own language.
const ZH = ['已切换到租户: %{username}', '权限不足', '无法切换', 'tenant "%{username}" 已被禁用', '获取租户列表失败', '加载租户列表失败'];
const EN = [
  'Session expired!',
  'Internal Server Error!',
  'Content not modified!',
  'Something went wrong!',
  'Content not found.',
  'Oops! Page Not Found!',
  'Oops! Something went wrong',
  'Please try again later.',
  'Go Back',
  'Back to Home',
  'Show Error',
  'Hide Error',
  'Not Found',
];

describe("the spec's own strings", () => {
  it.each(ZH)('has %j in Chinese', (text) => {
    expect(values(messages.zh)).toContain(text);
  });

  it.each(EN)('has %j in English', (text) => {
    expect(values(messages.en)).toContain(text);
  });

  it('calls disabling 禁用 in Chinese, as the spec does (已被禁用), never also 停用', () => {
    expect(values(messages.zh).filter((text) => text.includes('停用'))).toEqual([]);
  });

  it("rejects a refusal without a message with '业务请求失败'", () => {
    expect(BUSINESS_ERROR_FALLBACK).toBe('业务请求失败');
  });
});
