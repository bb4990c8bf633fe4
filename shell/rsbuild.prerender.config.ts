// The shell's server build: src/prerender.tsx for Node, which the site's server imports to paint a
// page's layout and frame into the HTML (site-server/prerender.mjs). One self-contained file, no
// federation: on the server the shell's shared packages are its own.
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { prerender: './src/prerender.tsx' } },
  output: {
    target: 'node',
    module: true,
    distPath: { root: 'dist-server' },
    filename: { js: '[name].mjs' },
    filenameHash: false,
    minify: false,
    sourceMap: { js: false },
  },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
  tools: {
    rspack: {
      // The home page's and the area's `import()`s stay in the one file.
      module: { parser: { javascript: { dynamicImportMode: 'eager' } } },
    },
  },
});
