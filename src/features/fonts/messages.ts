import { FONT_FILE_INVALID } from '../../../contract/fontSignature';
import { COLOR_NOT_RRGGBB } from '../../../contract/limits';
import { FONT_COLOR_REQUIRED } from '../../../contract/library';
import { FONT_NAME_REQUIRED } from '../../../contract/names';

/**
 * The texts only the fonts feature shows, loaded with its screens rather than with the login page (the shell's
 * chunk carries src/messages.ts alone). A file of the feature
 * imports the shared texts (src/messages.ts) by name, as COMMON, beside this MSG, which holds only the feature's own.
 */
export const MSG = {
  fonts: {
    /** A save whose answer was lost had added the font: its name cannot be changed since (spec 2 §5 has no rename). */
    savedAs: (name: string) => `该字体已保存为「${name}」，字体名称保存后不能修改`,
    fontsTab: '字体库',
    colorsTab: '文字颜色',
    fontName: '字体名称',
    preview: '预览',
    enabled: '状态',
    enable: '启用',
    disable: '停用',
    addFont: '新增字体',
    noFontsYet: '还没有店铺字体。新增字体后，买家定制时可以用它写字。',
    fontFile: '字体文件',
    chooseFontFile: '选择字体文件',
    fontNameRequired: FONT_NAME_REQUIRED,
    fontFileInvalid: FONT_FILE_INVALID,
    fontFileRequired: FONT_FILE_INVALID,
    license: '我已确认拥有该字体的商用授权，并同意在店铺中使用',
    licenseRequired: '请仔细阅读后勾选',
    confirmDeleteFont: '确认删除字体?',
    confirmBatchDeleteFonts: (n: number) => `确认删除选中的 ${n} 个字体?`,
    selectAtLeastOneFont: '请选择至少一个字体',
    batchEnable: '批量启用',
    batchDisable: '批量停用',
    batchDelete: '批量删除',
    color: '颜色',
    addColor: '新增颜色',
    noColorsYet: '还没有文字颜色。新增颜色后，买家定制时可以给文字选它。',
    colorRequired: FONT_COLOR_REQUIRED,
    colorInvalid: COLOR_NOT_RRGGBB,
    confirmDeleteColor: '确认删除字体颜色?',
    confirmBatchDeleteColors: (n: number) => `确认删除选中的 ${n} 个字体颜色?`,
    selectAtLeastOneColor: '请选择至少一个字体颜色',
    uploading: '正在上传字体...',
  },
} as const;
