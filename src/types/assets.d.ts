/**
 * Module types for what webpack.config.js loads besides TypeScript: CSS modules (default-import
 * style, `import styles from './X.module.css'`), global CSS (side effect only) and asset files
 * (their URL). Jest maps the same imports to identity-obj-proxy and file stubs.
 */
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

declare module '*.css';

declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.png' {
  const url: string;
  export default url;
}

declare module '*.jpg' {
  const url: string;
  export default url;
}

declare module '*.webp' {
  const url: string;
  export default url;
}

declare module '*.woff2' {
  const url: string;
  export default url;
}

/** src/shared/ui/Icon/iconNames.ts through scripts/webpack/icon-sprite-loader.js: the sprite's URL. */
declare module '*?sprite' {
  const url: string;
  export default url;
}

/** The same list as each icon's `<symbol>` markup, by name (the server render). */
declare module '*?symbols' {
  const symbols: Readonly<Record<string, string>>;
  export default symbols;
}
