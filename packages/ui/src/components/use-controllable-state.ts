import { useCallback, useRef, useState } from 'react';

type ControllableStateOptions<T> = {
  /** The caller's value; when defined the state is controlled and only `onChange` reports changes. */
  prop: T | undefined;
  defaultProp: T;
  onChange?: ((value: T) => void) | undefined;
};

/** State that the caller may control (`value` + `onChange`) or leave to the component (`defaultValue`). */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultProp);
  const isControlled = prop !== undefined;
  const value = isControlled ? prop : uncontrolled;
  const valueRef = useRef(value);
  valueRef.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, valueRef.current)) return;
      valueRef.current = next;
      if (!isControlled) setUncontrolled(next);
      onChangeRef.current?.(next);
    },
    [isControlled],
  );
  return [value, setValue];
}
