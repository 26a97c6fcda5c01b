import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter(), vanillaExtractPlugin()],
  server: { port: 5391, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4391, strictPort: true, host: '127.0.0.1' },
});
