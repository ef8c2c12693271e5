import type { Static } from 'typebox';
import { Type } from 'typebox';

/**
 * A node of the whitelabel feature tree that switches tenant options on and off. The tree is
 * recursive: a node's children are nodes (`$ref` to the `FeatureNode` definition).
 */
export const FeatureNodeSchema = Type.Cyclic(
  {
    FeatureNode: Type.Object(
      {
        modId: Type.String(),
        enabled: Type.Union([Type.Literal('1'), Type.Literal('0')], { description: "'1' when the feature is on, '0' when it is off." }),
        childrenNodes: Type.Array(Type.Ref('FeatureNode')),
      },
      { description: 'A node of the whitelabel feature tree that switches tenant options on and off.' },
    ),
  },
  'FeatureNode',
);
/** A node of the whitelabel feature tree that switches tenant options on and off. */
export type FeatureNode = Static<typeof FeatureNodeSchema>;
