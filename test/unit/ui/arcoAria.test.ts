// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { repairArcoAria } from '../../../src/ui/arcoAria';

/** Lets the observer's callback run (it runs as a microtask after the change). */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
});

describe('the repairs of Arco 2.66 markup', () => {
  it('puts a tablist around tabs and drops aria-controls that point at no panel', async () => {
    document.body.innerHTML = `
      <div class="arco-tabs-header">
        <div role="tab" id="t0" aria-controls="p0">品牌列表</div>
        <div role="tab" id="t1" aria-controls="p1">型号列表</div>
      </div>
      <div role="tabpanel" id="p0"></div>`;
    stop = repairArcoAria(document);
    expect(document.querySelector('.arco-tabs-header')!.getAttribute('role')).toBe('tablist');
    expect(document.getElementById('t0')!.getAttribute('aria-controls')).toBe('p0');
    expect(document.getElementById('t1')!.hasAttribute('aria-controls')).toBe(false);
  });

  it('repairs what is added later: the pager, the hidden search input, the row checkboxes and the jumper', async () => {
    stop = repairArcoAria(document);
    document.body.innerHTML = `
      <div class="arco-pagination-option" aria-label="页码"></div>
      <input class="arco-select-view-input" aria-hidden="true">
      <input class="arco-input arco-pagination-jumper-input">
      <table><thead><tr><th class="arco-table-th"><label class="arco-checkbox"><input type="checkbox"></label></th></tr></thead>
      <tbody><tr><td class="arco-table-td"><label class="arco-checkbox"><input type="checkbox" id="row"></label></td></tr>
      <tr><td class="arco-table-td"><label class="arco-checkbox"><input type="checkbox" id="named" aria-label="勾选 小米"></label></td></tr></tbody></table>`;
    await observed();
    expect(document.querySelector('.arco-pagination-option')!.getAttribute('role')).toBe('group');
    expect(document.querySelector('.arco-select-view-input')!.getAttribute('tabindex')).toBe('-1');
    expect(document.querySelector('.arco-pagination-jumper-input')!.getAttribute('aria-label')).toBe('跳至页码');
    expect(document.querySelector('th input')!.getAttribute('aria-label')).toBe('勾选全部行');
    expect(document.getElementById('row')!.getAttribute('aria-label')).toBe('勾选此行');
    // A name the screen gave stays.
    expect(document.getElementById('named')!.getAttribute('aria-label')).toBe('勾选 小米');
  });

  it('names the search input of a multiple Select after the label of its form item, without the required mark', async () => {
    stop = repairArcoAria(document);
    document.body.innerHTML = `
      <div class="arco-form-item">
        <div class="arco-form-label-item"><label><strong class="arco-form-item-symbol">*</strong> 素材分组</label></div>
        <div class="arco-form-item-wrapper">
          <div class="arco-select arco-select-multiple" role="combobox" tabindex="0">
            <div class="arco-input-tag"><input class="arco-input-tag-input" id="search"></div>
          </div>
        </div>
      </div>`;
    await observed();
    expect(document.getElementById('search')!.getAttribute('aria-label')).toBe('素材分组');
  });

  it('settles: a repair written again does not feed the observer forever', async () => {
    stop = repairArcoAria(document);
    document.body.innerHTML = '<div class="arco-tabs-header" role="tab"></div>';
    let records = 0;
    const counter = new MutationObserver((found) => (records += found.length));
    counter.observe(document.body, { subtree: true, attributes: true });
    for (let turn = 0; turn < 5; turn++) await observed();
    // The role Arco's markup had is replaced once; after that nothing is written.
    expect(document.querySelector('.arco-tabs-header')!.getAttribute('role')).toBe('tablist');
    expect(records).toBeLessThanOrEqual(1);
    counter.disconnect();
  });
});
