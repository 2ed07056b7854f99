import type { NextConfig } from 'next';

// Nothing for Crema: it ships compiled JavaScript (with 'use client' on its client modules) and one stylesheet, so no
// webpack, Turbopack or vanilla-extract setting is needed.
const config: NextConfig = {
  experimental: {
    // scripts/test-examples.sh builds a fresh copy every run: Turbopack's build cache would be written for no later
    // build to read (about 14 s on a 2-core machine).
    turbopackFileSystemCacheForBuild: false,
  },
};

export default config;
