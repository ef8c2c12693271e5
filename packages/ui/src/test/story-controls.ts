/** argTypes giving each named prop the same control. */
function sameControl<Name extends string, Control>(control: Control, names: Name[]): Record<Name, { control: Control }> {
  return Object.fromEntries(names.map((name) => [name, { control }])) as Record<Name, { control: Control }>;
}

/** argTypes hiding the controls of props a designer cannot edit: translated elements, objects, refs. */
export const withoutControls = <Name extends string>(...names: Name[]) => sameControl(false as const, names);

/** argTypes making the named props plain text to edit (a Playground's labels and messages). */
export const textControls = <Name extends string>(...names: Name[]) => sameControl('text' as const, names);
