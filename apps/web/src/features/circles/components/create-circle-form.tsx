import {
  CIRCLE_CATEGORIES,
  CIRCLE_IMAGES,
  type CircleDetail,
  CreateCircleRequest,
  parseCircleTags,
} from '@pulse/domain/circles';
import { useState } from 'react';
import type { z } from 'zod';
import { cn } from '../../../lib/cn';
import { useSchemaForm } from '../../../lib/schema-form';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { SelectField, TextAreaField, TextField } from '../../../ui/field';
import { Page, PageHeading } from '../../../ui/page';
import { useCreateCircle } from '../api/create-circle';
import { CircleCover } from './circle-cover';

/** `/circles/create`: name, description, category from the spec's list, cover, tags; checked like the server. */
export function CreateCircleForm({ onCreated }: { onCreated: (circle: CircleDetail) => void }) {
  const create = useCreateCircle();
  const [tagsText, setTagsText] = useState('');
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(CreateCircleRequest, {
    defaultValues: { name: '', description: '', category: undefined, image: 'violet', tags: [], isPrivate: false },
  });
  const image = watch('image');
  const name = watch('name');

  async function onSubmit(values: z.output<typeof CreateCircleRequest>) {
    try {
      onCreated(await create.mutateAsync(values));
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <Page title="Create Community">
      <PageHeading lead="Start a circle around a sound, a style or a scene.">Create Community</PageHeading>
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Create circle" className="flex flex-col gap-5">
        {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
        <TextField label="Circle name" error={errors.name?.message} {...register('name')} />
        <TextAreaField label="Description" error={errors.description?.message} {...register('description')} />
        <SelectField label="Category" error={errors.category?.message} defaultValue="" {...register('category')}>
          <option value="" disabled>
            Choose a category
          </option>
          {CIRCLE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold text-fg">Cover</legend>
          <div className="flex flex-wrap gap-2">
            {CIRCLE_IMAGES.map((img) => (
              <button
                key={img}
                type="button"
                aria-pressed={image === img}
                aria-label={`Cover ${img}`}
                onClick={() => setValue('image', img)}
                className={cn('rounded-card ring-offset-2 ring-offset-bg', image === img && 'ring-2 ring-accent')}
              >
                <CircleCover image={img} name={name || 'P'} className="size-12 text-lg" />
              </button>
            ))}
          </div>
          {errors.image?.message ? <p className="text-sm text-danger">{errors.image.message}</p> : null}
        </fieldset>
        <TextField
          label="Tags"
          hint="Separate tags with commas, for example lo-fi, beats"
          value={tagsText}
          error={errors.tags?.message ?? errors.tags?.[0]?.message}
          onChange={(e) => {
            setTagsText(e.target.value);
            setValue('tags', parseCircleTags(e.target.value));
          }}
        />
        <label className="flex items-center gap-3 text-sm text-fg">
          <input type="checkbox" className="size-5 accent-accent" {...register('isPrivate')} />
          Private circle: posts are for members, who join with an invite link
        </label>
        {errors.isPrivate?.message ? <p className="text-sm text-danger">{errors.isPrivate.message}</p> : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" pending={isSubmitting} pendingLabel="Creating Circle...">
            Create Circle
          </Button>
          <ButtonLink to="/pulse-circles" variant="ghost">
            Cancel
          </ButtonLink>
        </div>
      </form>
    </Page>
  );
}
