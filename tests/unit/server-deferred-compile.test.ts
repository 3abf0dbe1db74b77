import { describe, expect, it } from 'vitest';
import { DeferredCompiles } from '../../server/core/deferredCompile';

describe('route schemas compiled on first use', () => {
  it('compiles a validator on its first call only and reports the compiled errors', () => {
    const compiles = new DeferredCompiles();
    let compiled = 0;
    const validate = compiles.validator({ method: 'POST', url: '/x' }, () => {
      compiled++;
      const fn = (data: unknown) => {
        fn.errors = data === 1 ? null : [{ message: 'must be 1' }];
        return data === 1;
      };
      fn.errors = null as null | { message: string }[];
      return fn as never;
    });
    expect(compiled).toBe(0);
    expect(compiles.pendingCount).toBe(1);
    expect(validate(2)).toBe(false);
    expect(validate.errors).toEqual([{ message: 'must be 1' }]);
    expect(validate(1)).toBe(true);
    expect(validate.errors).toBeNull();
    expect(compiled).toBe(1);
    expect(compiles.pendingCount).toBe(0);
  });

  it('compiles a serializer on its first call only', () => {
    const compiles = new DeferredCompiles();
    let compiled = 0;
    const serialize = compiles.serializer({ method: 'GET', url: '/y' }, () => {
      compiled++;
      return (data) => `<${JSON.stringify(data)}>`;
    });
    expect(compiled).toBe(0);
    expect(serialize({ a: 1 })).toBe('<{"a":1}>');
    expect(serialize(2)).toBe('<2>');
    expect(compiled).toBe(1);
  });

  it('compileAll forces what is pending and names the route of a schema that does not compile', () => {
    const compiles = new DeferredCompiles();
    compiles.serializer({ method: 'GET', url: '/fine' }, () => (d) => String(d));
    compiles.validator({ method: 'PUT', url: '/broken/:id' }, () => {
      throw new Error('unknown keyword "tyype"');
    });
    expect(() => compiles.compileAll()).toThrow('route schema of PUT /broken/:id does not compile: unknown keyword "tyype"');
    expect(compiles.pendingCount).toBe(1); // the broken one stays pending; the fine one compiled
    const ok = new DeferredCompiles();
    ok.serializer({ method: 'GET', url: '/a' }, () => (d) => String(d));
    ok.validator({ method: 'GET', url: '/a' }, () => Object.assign(() => true, { errors: null }));
    expect(ok.compileAll()).toBe(2);
    expect(ok.pendingCount).toBe(0);
  });
});
