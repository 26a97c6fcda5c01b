import { Suspense, lazy, useCallback } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { accommodationLimits } from '@tembo/data/admin';
import { Spinner } from '@tembo/ui';
import { FormNumberField } from '../../../lib/forms/FormNumberField.tsx';
import * as formStyles from '../editor/forms.css.ts';
import * as adminStyles from '../common/admin.css.ts';
import * as styles from './map.css.ts';
import { MapBoundary } from './MapBoundary.tsx';

const CoordinatesMap = lazy(() => import('./CoordinatesMap.tsx'));

/** The coordinates' ranges (the same CHECKs on destinations and accommodations). */
const coordinates = accommodationLimits;

/**
 * Latitude and longitude: typed in the two fields, or set with the map's draggable marker (a
 * click on the map places it). The fields are the keyboard way and keep working when the map or
 * its tiles cannot load.
 */
export function LocationField({ form }: { form: UseFormReturn<FieldValues> }) {
  const { control, setValue } = form;
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const onMapChange = useCallback(
    (lat: number, lng: number) => {
      const options = { shouldDirty: true, shouldValidate: true, shouldTouch: true };
      setValue('latitude', lat, options);
      setValue('longitude', lng, options);
    },
    [setValue],
  );
  const valid = (value: unknown, { min, max }: { min: number; max: number }): number | null =>
    typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max
      ? value
      : null;
  const lat = valid(latitude, coordinates.latitude);
  const lng = valid(longitude, coordinates.longitude);

  return (
    <fieldset className={formStyles.group}>
      <legend className={formStyles.legend}>Map position</legend>
      <p className={formStyles.help}>
        Drag the marker or click the map to set the position, or type the coordinates. Leave both
        empty when the position is unknown.
      </p>
      <div className={adminStyles.twoColumns}>
        {(['latitude', 'longitude'] as const).map((name) => (
          <FormNumberField
            key={name}
            control={control}
            name={name}
            label={name === 'latitude' ? 'Latitude' : 'Longitude'}
            minValue={coordinates[name].min}
            maxValue={coordinates[name].max}
            step={0.000001}
            formatOptions={{ maximumFractionDigits: 6 }}
          />
        ))}
      </div>
      <div className={styles.frame}>
        <MapBoundary
          fallback={
            <p className={styles.unavailable}>
              The map could not be shown. Type the latitude and longitude above instead.
            </p>
          }
        >
          <Suspense fallback={<Spinner label="Loading map..." />}>
            <CoordinatesMap latitude={lat} longitude={lng} onChange={onMapChange} />
          </Suspense>
        </MapBoundary>
      </div>
    </fieldset>
  );
}
