/** The rate job's settings, from config.ts (RATE_SOURCE_URL, RATE_REFRESH_MINUTES, RATE_SOURCE_CA_FILE). */
import type { Config } from '../../config';

export interface RateSettings {
  sourceUrl: string;
  /** 0 disables the scheduled fetch (manual entry and POST /api/rates/refresh still work). */
  refreshMinutes: number;
  /** A PEM file of extra CA certificates for the source, added to the shipped BCV intermediate. */
  caFile: string | undefined;
}

export function rateSettings(config: Config): RateSettings {
  return {
    sourceUrl: config.rateSourceUrl,
    refreshMinutes: config.rateRefreshMinutes,
    caFile: config.rateSourceCaFile,
  };
}
