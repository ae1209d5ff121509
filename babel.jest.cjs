/** Babel options for Jest only (kept out of a root babel.config so Vite's build does not pick them up). */
module.exports = {
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    '@babel/preset-typescript',
  ],
  plugins: [['relay', { eagerEsModules: true }]],
};
