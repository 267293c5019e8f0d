import { SCENE_PICKER, type SceneDefinition, type SceneTag } from '@plcsim/compiler';
import { HELP_ANCHORS } from './helpSections.ts';
import { HelpSection } from './HelpSection.tsx';
import { ScrollTable } from './HelpBlocks.tsx';

function TagRows({ tags, required }: { tags: readonly SceneTag[]; required: boolean }) {
  return tags.map((tag) => (
    <tr key={tag.name}>
      <td>
        <code>{tag.name}</code>
      </td>
      <td>{tag.alias ? <code>{tag.alias}</code> : '—'}</td>
      <td>{tag.io_symbol ? <code>{tag.io_symbol}</code> : <code>{tag.data_type}</code>}</td>
      <td>
        {tag.role}
        {required ? '' : ' (supporting tag: you may delete it)'}
      </td>
    </tr>
  ));
}

function SceneEntry({ scene }: { scene: SceneDefinition }) {
  const captionId = `scene-${scene.id.toLowerCase()}`;
  return (
    <section className="help-subsection" aria-labelledby={captionId}>
      <h3 id={captionId}>{scene.name}</h3>
      <p>
        {scene.summary}
        {scene.vars.length > 0 && (
          <>
            {' '}
            Starts with{' '}
            {scene.vars.map(([name, initial], i) => (
              <span key={name}>
                {i > 0 ? ', ' : ''}
                <code>
                  {name} = {initial}
                </code>
              </span>
            ))}
            .
          </>
        )}
      </p>
      <ScrollTable caption={`${scene.name} tags`}>
        <table>
          <caption>{scene.name} tags</caption>
          <thead>
            <tr>
              <th scope="col">Tag</th>
              <th scope="col">Alias</th>
              <th scope="col">Symbol or type</th>
              <th scope="col">What it does</th>
            </tr>
          </thead>
          <tbody>
            <TagRows tags={scene.required} required />
            <TagRows tags={scene.supporting} required={false} />
          </tbody>
        </table>
      </ScrollTable>
    </section>
  );
}

/** Every scene: what it is, its tags (name, alias, symbol, role) and its starting values. */
export function ScenesSection() {
  return (
    <HelpSection id={HELP_ANCHORS.scenes}>
      <p>
        A scene is the machine your program drives. Choosing one on the Scene tab adds the tags it needs. The
        scene&apos;s own logic runs after your program in every scan: it reads the outputs (motors, valves,
        lamps) and sets the inputs (limit, float and pressure switches) from what moved. Those inputs belong
        to the scene: a value you write to one is replaced at the start of the next scan. Positions and levels
        change by a fixed step per scan, so a fast-forwarded sequence moves the machine exactly as a live run
        does. <code>START</code> (normally open, <code>0</code> at rest) and <code>STOP</code> (normally
        closed, <code>1</code> at rest) come with every scene.
      </p>
      {SCENE_PICKER.map((scene) => (
        <SceneEntry key={scene.id} scene={scene} />
      ))}
    </HelpSection>
  );
}
