import { describe, expect, it } from 'vitest';
import { isImportDue, type MerchantSchedule, needsRunner } from './import-schedule.ts';

const now = Date.parse('2026-11-23T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();

describe('needsRunner', () => {
  it.each([
    ['queued, never claimed', { status: 'queued', lease_until: null }, true],
    ['running, lease run out', { status: 'running', lease_until: hoursAgo(0.01) }, true],
    ['running, lease still held', { status: 'running', lease_until: hoursAgo(-0.01) }, false],
    ['paused by an admin', { status: 'paused', lease_until: null }, false],
    ['done', { status: 'done', lease_until: null }, false],
    ['failed', { status: 'failed', lease_until: hoursAgo(1) }, false],
  ])('%s → %s', (_name, run, expected) => {
    expect(needsRunner(run, now)).toBe(expected);
  });
});

describe('isImportDue', () => {
  const merchant: MerchantSchedule = {
    isActive: true,
    feedUrl: 'https://butik.example/feed.xml',
    importEveryHours: 24,
    lastImportAt: hoursAgo(25),
    hasOpenRun: false,
  };

  it.each<[string, Partial<MerchantSchedule>, boolean]>([
    ['last import older than the interval', {}, true],
    ['exactly the interval ago', { lastImportAt: hoursAgo(24) }, true],
    ['last import newer than the interval', { lastImportAt: hoursAgo(23) }, false],
    ['never imported', { lastImportAt: null }, true],
    ['its own shorter interval', { importEveryHours: 6, lastImportAt: hoursAgo(7) }, true],
    ['its own longer interval', { importEveryHours: 48, lastImportAt: hoursAgo(25) }, false],
    ['inactive', { isActive: false }, false],
    ['no feed URL', { feedUrl: null }, false],
    ['a run already open', { hasOpenRun: true, lastImportAt: null }, false],
  ])('%s → %s', (_name, change, expected) => {
    expect(isImportDue({ ...merchant, ...change }, now)).toBe(expected);
  });
});
