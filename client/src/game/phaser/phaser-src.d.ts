// Phaser's own CommonJS source modules (node_modules/phaser/src, aliased in vite.config.ts): phaser-lite.ts
// imports them one by one and casts each to the 'phaser' package's types.
declare module 'phaser-src/*' {
  const value: { readonly [key: string]: unknown };
  export default value;
}
