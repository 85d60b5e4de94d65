import type { Optimization } from '@rspack/core';

/**
 * How a production browser build groups its async chunks (development keeps rspack's default).
 */
export function splitChunks(role: 'shell' | 'remote'): Optimization['splitChunks'] {
  return {
    cacheGroups: {
      // The shell's singletons (React, React DOM, the router, zustand) all load at
      // start-up: one chunk instead of eight small ones, each a request on a slow
      // phone's network.
      ...(role === 'shell' && {
        framework: {
          test: /[\\/]node_modules[\\/](react|react-dom|scheduler|zustand|react-router)[\\/]|[\\/]shared[\\/]src[\\/]routing[\\/]/,
          name: 'framework',
          chunks: 'async' as const,
          enforce: true,
          priority: 40,
        },
      }),
      // The static kit (@navdhara/shared/static), which only static parts use: one chunk
      // that every parts chunk of the app shares, instead of a copy in each.
      staticKit: {
        test: /[\\/]shared[\\/]src[\\/]static[\\/]/,
        name: 'static-kit',
        chunks: 'async' as const,
        enforce: true,
        priority: 30,
      },
    },
  };
}
