/** Texts of the module-home plugin (i18n namespace 'module-home'). */
export const locales = {
    'zh-CN': { welcome: '欢迎，{{name}}', hint: '请选择要进入的模块', quick: '常用功能' },
    'en-US': { welcome: 'Welcome, {{name}}', hint: 'Choose a module to open', quick: 'Quick access' },
  };
