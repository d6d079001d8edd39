import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

// Vendor groups keep antd (the bulk) apart from React and the app, so a deploy that only touches
// screens does not invalidate the big cached chunks, and no single chunk carries everything.
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
  { name: 'icons', test: /node_modules[\\/]@ant-design[\\/]icons/, priority: 25 },
  { name: 'antd-rc', test: /node_modules[\\/](@rc-component|rc-[^\\/]+)[\\/]/, priority: 22 },
  { name: 'antd', test: /node_modules[\\/](antd|@ant-design)[\\/]/, priority: 20 },
  { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/impressao': api,
      '/exportacao': api,
      '/ws': { target: api, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});
