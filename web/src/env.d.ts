interface ImportMetaEnv {
  /** True in the browser build, which runs on Preact in place of React DOM (decision 0105). */
  readonly PREACT?: boolean;
}
